// Shared test data: a logged-in member, the site configuration and two addresses.

export const userinfo = {
  member_id: 'OG100001', name: 'Ann Lee', nickname: 'Ann', avatar: '', email: 'ann@example.com', area_code: '65',
  mobile: '81234567', nationality: 'SG', birthday: '1990-01-01', invite_code: 'INV001', left_node_code: 'L00001',
  right_node_code: 'R00001', level: 1, status: 'active', has_pay_password: true, join_time: 1734480000,
};

export const config = { site_name: 'One Go', version: '1.0.0', service_phone: '', service_days: '', service_email: '',
  languages: [], default_language: 'zh-TW', checkin_points: '1', transfer_fee_rate: '0.01', transfer_fee_min: '1.00', transfer_min: '10.00',
  transfer_daily_limit: '10000.00', subaccount_limit: '10', public_url: '' };

export const home = { id: 7, recipient: 'Ann Lee', area_code: '65', phone: '81234567', country: 'SG', country_name: 'Singapore',
  detail: '1 Orchard Road, #10-01', is_default: true, created_at: 1734480000 };
export const office = { id: 9, recipient: 'Bob Tan', area_code: '886', phone: '912345678', country: 'TW', country_name: 'Taiwan',
  detail: 'No. 7, Xinyi Road, Taipei', is_default: false, created_at: 1734490000 };

/** The home page's news and company-profile calls answered empty (both slots then stay out of the page). */
export const noContent: Record<string, unknown> = {
  '/api/announcement/index': { list: [], total: 0, page: 1, limit: 3 },
  '/api/company/profile/index': { title: '', content: '', image: '', thumb: '', updated_at: null },
};

/** A cart line of product 5 as /api/cart/index lists it. */
export const cartLine = (id: number, over: Record<string, unknown> = {}) => ({
  id, sku_id: 50 + id, product_id: 5, name: `Tea ${id}`, spec: '100 g', image: '', price: '12.00', quantity: 1, stock: 5,
  selected: true, available: true, presale: false, subtotal: '12.00', ...over,
});

/** A whole cart answer for some lines, with the totals of the selected available ones. */
export const cartOf = (list: Array<ReturnType<typeof cartLine>>) => {
  const chosen = list.filter((l) => l.selected && l.available);
  return {
    list,
    selected_count: chosen.length,
    selected_quantity: chosen.reduce((n, l) => n + (l.quantity as number), 0),
    total: chosen.reduce((n, l) => n + Number(l.subtotal), 0).toFixed(2),
    all_selected: list.every((l) => l.selected),
  };
};

/** /api/user/UserBonusLimit for Mine's caps card: a V1 member with 3,000 of dynamic cap, 55 used. */
export const bonusLimit = { level: 1, dynamic_cap: '3000.00', dynamic_received: '55.00', dynamic_remaining: '2945.00', consumption_cap: '1000.00',
  consumption_received: '0.00', consumption_remaining: '1000.00', fund_cap: '0.00', fund_received: '0.00', fund_remaining: '0.00' };
