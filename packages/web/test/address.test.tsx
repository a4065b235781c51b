import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '../src/i18n';
import { bodiesOf, envelope, mockFetch, mockRoutes, nextDialog, renderRoute, signIn, WAIT, type Answer } from './helpers';
import { userinfo, config, home, office } from './fixtures';


const countries = { list: [{ code: 'SG', name: 'Singapore', area_code: '65' }, { code: 'TW', name: 'Taiwan', area_code: '886' }] };
const api = (list: unknown[], answers: Record<string, Answer> = {}) => mockRoutes(answers, {
  '/api/ajax/getConfig': config, '/api/user/userInfo': userinfo, '/api/ajax/countries': countries,
  '/api/address/index': { list, limit: 20 },
});

describe('addresses', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    signIn();
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the addresses with the default first and tagged', async () => {
    api([home, office]);
    renderRoute('/pages/address/deliveryAddress');
    await waitFor(() => expect(screen.getAllByTestId('address-card')).toHaveLength(2), WAIT);
    const cards = screen.getAllByTestId('address-card');
    expect(cards.map((c) => c.getAttribute('data-id'))).toEqual(['7', '9']);
    expect(within(cards[0]!).getByTestId('address-default-tag').textContent).toBe('Default');
    expect(within(cards[1]!).queryByTestId('address-default-tag')).toBeNull();
    expect(cards[0]!.textContent).toContain('+65 81234567');
    expect(cards[0]!.textContent).toContain('Singapore');
    expect(cards[0]!.textContent).toContain('1 Orchard Road, #10-01');
    expect(screen.queryByTestId('address-default-7')).toBeNull();
    expect(screen.getByTestId('address-add')).not.toHaveProperty('disabled', true);
  });

  it('shows the empty state, and disables adding at the limit', async () => {
    api([]);
    const view = renderRoute('/pages/address/deliveryAddress');
    await screen.findByTestId('address-empty', {}, WAIT);
    expect(screen.getByTestId('address-add')).toBeTruthy();
    view.unmount();

    const many = Array.from({ length: 20 }, (_, i) => ({ ...office, id: 100 + i, is_default: i === 0 }));
    api(many);
    renderRoute('/pages/address/deliveryAddress');
    await waitFor(() => expect(screen.getAllByTestId('address-card')).toHaveLength(20), WAIT);
    expect((screen.getByTestId('address-add') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('address-limit').textContent).toContain('20');
  });

  it('asks before deleting and then calls del', async () => {
    const fetch = api([home, office], { '/api/address/del': () => ({ body: envelope({ list: [home], limit: 20 }) }) });
    renderRoute('/pages/address/deliveryAddress');
    const remove = await screen.findByTestId('address-delete-9', {}, WAIT);
    const dialog = await nextDialog(() => fireEvent.click(remove));
    expect(bodiesOf(fetch, '/api/address/del')).toHaveLength(0);
    fireEvent.click(within(dialog).getByText('Cancel'));
    expect(bodiesOf(fetch, '/api/address/del')).toHaveLength(0);

    const again = await nextDialog(() => fireEvent.click(screen.getByTestId('address-delete-9')));
    expect(again.textContent).toContain('Bob Tan');
    fireEvent.click(within(again).getByText('Delete'));
    await waitFor(() => expect(bodiesOf(fetch, '/api/address/del')).toEqual([{ id: 9 }]), WAIT);
    await waitFor(() => expect(screen.getAllByTestId('address-card')).toHaveLength(1), WAIT);
  });

  it('sets the default through the API and shows the new order', async () => {
    const fetch = api([home, office], {
      '/api/address/setDefault': () => ({ body: envelope({ list: [{ ...office, is_default: true }, { ...home, is_default: false }], limit: 20 }) }),
    });
    renderRoute('/pages/address/deliveryAddress');
    fireEvent.click(await screen.findByTestId('address-default-9', {}, WAIT));
    await waitFor(() => expect(bodiesOf(fetch, '/api/address/setDefault')).toEqual([{ id: 9 }]), WAIT);
    await waitFor(() => expect(screen.getAllByTestId('address-card')[0]!.getAttribute('data-id')).toBe('9'), WAIT);
    expect(within(screen.getAllByTestId('address-card')[0]!).getByTestId('address-default-tag')).toBeTruthy();
  });

  it('in select mode stores the tapped address and goes back', async () => {
    api([home, office]);
    const { router } = renderRoute('/pages/mine');
    await router.navigate('/pages/address/deliveryAddress?select=1');
    await waitFor(() => expect(screen.getAllByTestId('address-card')).toHaveLength(2), WAIT);
    fireEvent.click(screen.getAllByTestId('address-card')[1]!);
    expect(sessionStorage.getItem('selectedAddressId')).toBe('9');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/mine'), WAIT);
  });

  it('validates the required fields, fills the area code from the country, and sends the body', async () => {
    const fetch = api([home], { '/api/address/add': (b) => ({ body: envelope({ ...office, ...b, id: 11 }) }) });
    const { router } = renderRoute('/pages/address/deliveryAddress');
    fireEvent.click(await screen.findByTestId('address-add', {}, WAIT));
    const submit = await screen.findByTestId('address-submit', {}, WAIT);
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(5), WAIT);
    expect(bodiesOf(fetch, '/api/address/add')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('address-recipient'), { target: { value: '  Bob Tan ' } });
    await waitFor(() => expect(screen.getByTestId('address-country').querySelectorAll('option').length).toBe(3), WAIT);
    fireEvent.change(screen.getByTestId('address-country'), { target: { value: 'TW' } });
    expect((screen.getByTestId('address-area-code') as HTMLInputElement).value).toBe('886');
    fireEvent.change(screen.getByTestId('address-phone'), { target: { value: '91234-5678' } });
    fireEvent.change(screen.getByTestId('address-detail'), { target: { value: 'No. 7, Xinyi Road' } });
    fireEvent.click(screen.getByTestId('address-submit'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(bodiesOf(fetch, '/api/address/add')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('address-phone'), { target: { value: '912345678' } });
    const isDefault = screen.getByTestId('address-is-default') as HTMLInputElement;
    expect(isDefault.checked).toBe(false);
    fireEvent.click(isDefault);
    fireEvent.click(screen.getByTestId('address-submit'));
    await waitFor(() => expect(bodiesOf(fetch, '/api/address/add')).toEqual([{
      recipient: 'Bob Tan', area_code: '886', phone: '912345678', country: 'TW', detail: 'No. 7, Xinyi Road', is_default: true,
    }]), WAIT);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/address/deliveryAddress'), WAIT);
  });

  it('makes the first address the default', async () => {
    api([]);
    renderRoute('/pages/address/changeAddress');
    const box = await screen.findByTestId('address-is-default', {}, WAIT) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(true);
  });

  it('edits: prefills from the list and sends the id', async () => {
    const fetch = api([home, office], { '/api/address/edit': (b) => ({ body: envelope({ ...office, ...b }) }) });
    const { router } = renderRoute('/pages/address/deliveryAddress');
    fireEvent.click(await screen.findByTestId('address-edit-9', {}, WAIT));
    const recipient = await screen.findByTestId('address-recipient', {}, WAIT) as HTMLInputElement;
    expect(recipient.value).toBe('Bob Tan');
    expect((screen.getByTestId('address-area-code') as HTMLInputElement).value).toBe('886');
    expect((screen.getByTestId('address-phone') as HTMLInputElement).value).toBe('912345678');
    expect((screen.getByTestId('address-detail') as HTMLTextAreaElement).value).toBe('No. 7, Xinyi Road, Taipei');
    await waitFor(() => expect((screen.getByTestId('address-country') as HTMLSelectElement).value).toBe('TW'), WAIT);
    fireEvent.change(screen.getByTestId('address-detail'), { target: { value: 'No. 8, Xinyi Road, Taipei' } });
    fireEvent.click(screen.getByTestId('address-submit'));
    await waitFor(() => expect(bodiesOf(fetch, '/api/address/edit')).toEqual([{
      id: 9, recipient: 'Bob Tan', area_code: '886', phone: '912345678', country: 'TW', detail: 'No. 8, Xinyi Road, Taipei',
      is_default: false,
    }]), WAIT);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/address/deliveryAddress'), WAIT);
  });

  it('Mine links to the addresses', async () => {
    mockFetch((url) => {
      if (url.startsWith('/api/address/index')) return { body: envelope({ list: [home], limit: 20 }) };
      if (url.startsWith('/api/user/userInfo')) return { body: envelope(userinfo) };
      if (url.startsWith('/api/ajax/getConfig')) return { body: envelope(config) };
      // Wallet and invite calls are not part of this test; a 404 would end the session.
      return { status: 500, body: envelope(null, 0, 'down') };
    });
    const { router } = renderRoute('/pages/mine');
    fireEvent.click(await screen.findByTestId('mine-to-address', {}, WAIT));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/address/deliveryAddress'), WAIT);
    await screen.findByTestId('address-card', {}, WAIT);
  });
});
