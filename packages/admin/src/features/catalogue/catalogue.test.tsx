import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, mockApi, renderAt, WAIT } from '../../../test/helpers';

const OPS = {
  operator: { ...ME.operator, username: 'ops', role: 'operations' },
  permissions: ['members.read', 'catalogue.read', 'catalogue.write'],
};
const FINANCE = {
  operator: { ...ME.operator, username: 'fin', role: 'finance' },
  permissions: ['members.read', 'wallet.read', 'catalogue.read'],
};

const CATEGORIES = [
  { id: 3, names: { 'zh-TW': '茶', en: 'Tea' }, name: 'Tea', sort: 0, enabled: true, products: 2 },
  { id: 4, names: { 'zh-TW': '咖啡' }, name: '咖啡', sort: 1, enabled: true, products: 0 },
];
const row = (over: Record<string, unknown>) => ({
  id: 1, category_id: 3, names: { 'zh-TW': '烏龍茶', en: 'Oolong tea' }, name: 'Oolong tea', status: 'on_shelf', presale: false, recommended: true,
  cooperative: false, bv_rate: '1', cover: '/uploads/a/b.webp', images: ['/uploads/a/b.webp'], sort: 0, created_at: 1_700_000_000, updated_at: 1_700_000_000,
  price_min: '10.00', price_max: '25.50', stock: 30, ...over,
});
const PRODUCTS = [row({}), row({ id: 2, names: { 'zh-TW': '綠茶' }, name: '綠茶', status: 'off_shelf', price_min: '8.00', price_max: '8.00', stock: 0, cover: '' })];

const tick = () => new Promise((r) => setTimeout(r, 20));
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body));
const find = (id: string) => screen.findByTestId(id, {}, WAIT);

function catalogueMocks(me: unknown, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /auth/me': () => ({ data: me }),
    'GET /catalogue/categories': () => ({ data: { list: CATEGORIES } }),
    'GET /catalogue/products': () => ({ data: { list: PRODUCTS, total: 2, page: 1, limit: 20 } }),
    ...extra,
  });
}

beforeEach(() => localStorage.setItem('onego-admin-token', 'tok-1'));
afterEach(() => vi.unstubAllGlobals());

describe('products page', () => {
  it('lists products with the name in the UI language (zh-TW fallback), category, price range, stock and filters', async () => {
    const { calls } = catalogueMocks(OPS);
    renderAt('/products');
    const table = await find('products-table');
    expect(await within(table).findByText('Oolong tea', {}, WAIT)).toBeTruthy();
    expect(within(table).getByText('綠茶')).toBeTruthy();
    expect(within(table).getByText('10.00 – 25.50')).toBeTruthy();
    expect(within(table).getByText('8.00')).toBeTruthy();
    expect(within(table).getByText('30')).toBeTruthy();
    await waitFor(() => expect(within(table).getAllByText('Tea').length).toBe(2), WAIT);
    expect(within(screen.getByTestId('side-menu')).getByText('Products')).toBeTruthy();
    expect(within(screen.getByTestId('side-menu')).getByText('Categories')).toBeTruthy();
    expect(within(screen.getByTestId('side-menu')).getByText('Banners')).toBeTruthy();

    const search = screen.getByTestId('products-filter-keyword').querySelector('input') ?? screen.getByTestId('products-filter-keyword');
    fireEvent.change(search, { target: { value: 'oolong' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(calls.some((c) => c.path === '/catalogue/products' && c.url.searchParams.get('keyword') === 'oolong')).toBe(true), WAIT);
  });

  it('toggles a product on and off the shelf through the API', async () => {
    const { calls } = catalogueMocks(OPS, {
      'POST /catalogue/products/shelf': (_u, init) => ({ data: bodyOf(init) }),
    });
    renderAt('/products');
    fireEvent.click(await find('product-shelf-2'));
    await waitFor(() => expect(calls.find((c) => c.path === '/catalogue/products/shelf')).toBeTruthy(), WAIT);
    expect(bodyOf(calls.find((c) => c.path === '/catalogue/products/shelf')!.init)).toEqual({ id: 2, status: 'on_shelf' });
    fireEvent.click(screen.getByTestId('product-shelf-1'));
    await waitFor(() => expect(calls.filter((c) => c.path === '/catalogue/products/shelf').length).toBe(2), WAIT);
    expect(bodyOf(calls.filter((c) => c.path === '/catalogue/products/shelf')[1]!.init)).toEqual({ id: 1, status: 'off_shelf' });
  });

  it('creates a product with its names and SKUs in one call, and shows the server message on refusal', async () => {
    let refuse = true;
    const { calls } = catalogueMocks(OPS, {
      'POST /catalogue/products/save': (_u, init) => (refuse
        ? { code: 0, msg: 'Category is invalid' }
        // The server answers the stored SKUs, each with its new id.
        : { data: { ...row({ id: 9 }), descriptions: {}, skus: bodyOf(init).skus.map((sku: object, i: number) => ({ ...sku, id: 90 + i })) } }),
    });
    renderAt('/products');
    fireEvent.click(await find('product-new'));
    const save = await find('product-save');
    // Nothing is sent while the zh-TW names are missing.
    fireEvent.click(save);
    expect(await screen.findAllByText('The Traditional Chinese (zh-TW) name is required', {}, WAIT)).toHaveLength(2);
    expect(calls.some((c) => c.path === '/catalogue/products/save')).toBe(false);

    fireEvent.change(screen.getByTestId('product-name-zh-TW'), { target: { value: ' 紅茶 ' } });
    fireEvent.change(screen.getByTestId('product-name-en'), { target: { value: 'Black tea' } });
    fireEvent.change(screen.getByTestId('sku-name-0'), { target: { value: '小包' } });
    fireEvent.change(screen.getByTestId('sku-price-0'), { target: { value: '12.5' } });
    fireEvent.change(screen.getByTestId('sku-stock-0'), { target: { value: '40' } });
    fireEvent.click(screen.getByTestId('sku-add'));
    fireEvent.change(await find('sku-name-1'), { target: { value: '大包' } });
    fireEvent.change(screen.getByTestId('sku-price-1'), { target: { value: '30' } });
    fireEvent.change(screen.getByTestId('sku-stock-1'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('sku-langs-1'));
    fireEvent.change(await find('sku-name-1-en'), { target: { value: 'Large' } });
    fireEvent.click(screen.getByTestId('product-recommended'));
    await tick();
    fireEvent.click(screen.getByTestId('product-save'));
    expect(await screen.findByText('Category is invalid', {}, WAIT)).toBeTruthy();

    refuse = false;
    await waitFor(() => expect(screen.getByTestId('product-save').className).not.toContain('loading'), WAIT);
    await tick();
    fireEvent.click(screen.getByTestId('product-save'));
    await waitFor(() => expect(calls.filter((c) => c.path === '/catalogue/products/save').length).toBe(2), WAIT);
    const body = bodyOf(calls.filter((c) => c.path === '/catalogue/products/save')[1]!.init);
    expect(body).toMatchObject({
      category_id: 3, names: { 'zh-TW': '紅茶', en: 'Black tea' }, descriptions: {}, status: 'off_shelf', presale: false, recommended: true,
      cooperative: false, bv_rate: '1', cover: '', images: [],
      skus: [
        { spec_names: { 'zh-TW': '小包' }, price: '12.5', stock: 40, sort: 0 },
        { spec_names: { 'zh-TW': '大包', en: 'Large' }, price: '30', stock: 5, sort: 1 },
      ],
    });
    expect(body.id).toBeUndefined();
    expect(body.skus[0].id).toBeUndefined();
    await waitFor(() => expect(screen.queryByTestId('product-save')).toBeNull(), WAIT);
  });

  it('edits a product: existing SKUs keep their id, removed ones are left out', async () => {
    const detail = {
      ...row({}), descriptions: { 'zh-TW': '好茶' },
      skus: [
        { id: 51, spec_names: { 'zh-TW': '小' }, price: '10.00', stock: 10, sort: 0 },
        { id: 52, spec_names: { 'zh-TW': '大' }, price: '25.50', stock: 20, sort: 1 },
      ],
    };
    const { calls } = catalogueMocks(OPS, {
      'GET /catalogue/products/detail': () => ({ data: detail }),
      'POST /catalogue/products/save': () => ({ data: detail }),
    });
    renderAt('/products');
    fireEvent.click(await find('product-edit-1'));
    expect((await find('sku-name-1') as HTMLInputElement).value).toBe('大');
    fireEvent.click(screen.getByTestId('sku-remove-0'));
    await tick();
    fireEvent.change(screen.getByTestId('sku-stock-0'), { target: { value: '21' } });
    fireEvent.click(screen.getByTestId('sku-add'));
    fireEvent.change(await find('sku-name-1'), { target: { value: '中' } });
    fireEvent.change(screen.getByTestId('sku-price-1'), { target: { value: '15' } });
    await tick();
    fireEvent.click(screen.getByTestId('product-save'));
    await waitFor(() => expect(calls.some((c) => c.path === '/catalogue/products/save')).toBe(true), WAIT);
    const body = bodyOf(calls.find((c) => c.path === '/catalogue/products/save')!.init);
    expect(body.id).toBe(1);
    expect(body.cover).toBe('/uploads/a/b.webp');
    expect(body.descriptions).toEqual({ 'zh-TW': '好茶' });
    expect(body.skus).toEqual([
      { id: 52, spec_names: { 'zh-TW': '大' }, price: '25.50', stock: 21, sort: 0 },
      { spec_names: { 'zh-TW': '中' }, price: '15', stock: 0, sort: 1 },
    ]);
  });

  it('shows a finance operator the catalogue without any write buttons', async () => {
    catalogueMocks(FINANCE, { 'GET /catalogue/banners': () => ({ data: { list: [{ id: 7, image: '/uploads/x.webp', thumb: '/uploads/x_thumb.webp', titles: { 'zh-TW': '新品上市', en: 'New arrivals' }, link: '/p/1', sort: 0, enabled: true }] } }) });
    const { router } = renderAt('/products');
    const table = await find('products-table');
    expect(await within(table).findByText('Oolong tea', {}, WAIT)).toBeTruthy();
    expect(screen.queryByTestId('product-new')).toBeNull();
    expect(screen.queryByTestId('product-edit-1')).toBeNull();
    expect(screen.queryByTestId('product-shelf-1')).toBeNull();
    expect(screen.getByTestId('product-status-1').textContent).toBe('On shelf');

    await router.navigate('/categories');
    const cats = await find('categories-table');
    expect(await within(cats).findByText('咖啡', {}, WAIT)).toBeTruthy();
    expect(screen.queryByTestId('category-new')).toBeNull();
    expect(screen.queryByTestId('category-edit-3')).toBeNull();
    expect(screen.queryByTestId('category-delete-3')).toBeNull();

    await router.navigate('/banners');
    const banners = await find('banners-table');
    expect(await within(banners).findByText('/p/1', {}, WAIT)).toBeTruthy();
    expect(within(banners).getByText('New arrivals')).toBeTruthy();
    expect(screen.queryByTestId('banner-new')).toBeNull();
    expect(screen.queryByTestId('banner-edit-7')).toBeNull();
  });
});

describe('categories and banners', () => {
  it('creates a category inline and shows the server refusal when deleting one in use', async () => {
    const { calls } = catalogueMocks(OPS, {
      'POST /catalogue/categories/save': () => ({ data: { id: 5 } }),
      'POST /catalogue/categories/delete': () => ({ code: 0, msg: 'This category still has products' }),
    });
    renderAt('/categories');
    fireEvent.click(await find('category-new'));
    fireEvent.change(await find('category-name-zh-TW'), { target: { value: '花茶' } });
    fireEvent.change(screen.getByTestId('category-name-ja'), { target: { value: '花' } });
    await tick();
    fireEvent.click(screen.getByTestId('category-save'));
    await waitFor(() => expect(calls.some((c) => c.path === '/catalogue/categories/save')).toBe(true), WAIT);
    expect(bodyOf(calls.find((c) => c.path === '/catalogue/categories/save')!.init)).toEqual({ names: { 'zh-TW': '花茶', ja: '花' }, sort: 0, enabled: true });

    fireEvent.click(await find('category-delete-3'));
    let ok: HTMLElement | null = null;
    await waitFor(() => {
      ok = document.querySelector<HTMLElement>('.ant-popconfirm .ant-btn-primary, .ant-popover .ant-btn-primary');
      expect(ok).toBeTruthy();
    }, WAIT);
    fireEvent.click(ok!);
    expect(await screen.findByText('This category still has products', {}, WAIT)).toBeTruthy();
    expect(bodyOf(calls.find((c) => c.path === '/catalogue/categories/delete')!.init)).toEqual({ id: 3 });
  });

  it('uploads a banner image and saves the banner', async () => {
    const { calls } = catalogueMocks(OPS, {
      'GET /catalogue/banners': () => ({ data: { list: [] } }),
      'POST /catalogue/upload': () => ({ data: { url: '/uploads/2026/b1.webp', thumb: '/uploads/2026/b1_thumb.webp', fullurl: 'http://x/uploads/2026/b1.webp' } }),
      'POST /catalogue/banners/save': (_u, init) => ({ data: { id: 1, thumb: '', ...bodyOf(init) } }),
    });
    renderAt('/banners');
    await find('banners-table');
    fireEvent.click(await find('banner-new'));
    fireEvent.click(await find('banner-save'));
    expect(await screen.findByText('Please upload an image', {}, WAIT)).toBeTruthy();
    const input = document.querySelector('.ant-modal input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    await waitFor(() => expect(calls.some((c) => c.path === '/catalogue/upload')).toBe(true), WAIT);
    expect(calls.find((c) => c.path === '/catalogue/upload')!.init.body).toBeInstanceOf(FormData);
    await find('banner-image');
    fireEvent.change(screen.getByTestId('banner-link'), { target: { value: '/product/3' } });
    fireEvent.change(screen.getByTestId('banner-title-zh-TW'), { target: { value: ' 新品上市 ' } });
    fireEvent.change(screen.getByTestId('banner-title-th'), { target: { value: 'สินค้าใหม่' } });
    await tick();
    fireEvent.click(screen.getByTestId('banner-save'));
    await waitFor(() => expect(calls.some((c) => c.path === '/catalogue/banners/save')).toBe(true), WAIT);
    expect(bodyOf(calls.find((c) => c.path === '/catalogue/banners/save')!.init)).toEqual({ image: '/uploads/2026/b1.webp', titles: { 'zh-TW': '新品上市', th: 'สินค้าใหม่' }, link: '/product/3', sort: 0, enabled: true });
  });
});
