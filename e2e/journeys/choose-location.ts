import type { Journey } from '../journey.js';
import { KNOWN_PLACE } from '../map-server.js';
import { registerThroughApi } from './admin-api.js';
import { expect } from './expect.js';
import { login, newPerson } from './helpers.js';

/**
 * A member picks a location for a new address on a phone: from the address form to /choose-location (tiles from the
 * local stand-in), a tap moves the point, a place search finds one, and back on the form the place fills the detailed
 * address (still editable) with what was typed kept; the address saves.
 */
export const chooseLocation: Journey = {
  name: 'choose-location',
  devices: ['phone'],
  async run(ctx) {
    const { page, server } = ctx;
    const person = newPerson();
    const memberId = await registerThroughApi(server, person);
    await page.goto(`${server.url}/#/pages/login`);
    await login(ctx, memberId, person.password);

    await page.goto(`${server.url}/#/pages/address/changeAddress`);
    await page.getByTestId('address-recipient').fill('Lim Mei Ling');
    await page.getByTestId('address-country').selectOption('SG');
    await page.getByTestId('address-phone').fill('91234567');
    await page.getByTestId('address-choose-on-map').click();
    await page.waitForURL(/#\/choose-location/);
    await expect(async () => (await page.locator('img.leaflet-tile-loaded').count()) > 0, 'map tiles from the local tile server');
    const coords = page.getByTestId('map-coords');
    const start = await coords.textContent();
    await ctx.shot('choose-location');

    // A tap away from the marker moves the point there.
    const box = (await page.getByTestId('map').boundingBox())!;
    await page.getByTestId('map').click({ position: { x: box.width * 0.25, y: box.height * 0.3 } });
    await expect(async () => (await coords.textContent()) !== start, 'a tap moves the point');

    await page.getByTestId('map-search').locator('input').fill(KNOWN_PLACE.query);
    await page.getByTestId('map-search-button').click();
    await page.getByTestId('map-result-0').click();
    await expect(async () => (await coords.textContent()) === '1.284000, 103.851400', 'the found place is the point');
    await expect(async () => (await page.getByTestId('map-place').textContent()) === KNOWN_PLACE.label, 'the place name shown');
    await expect(async () => (await page.locator('img.leaflet-tile:not(.leaflet-tile-loaded)').count()) === 0, 'the map around the place drawn');
    await ctx.shot('place-found');

    await page.getByTestId('map-use').click();
    await page.waitForURL(/#\/pages\/address\/changeAddress/);
    const detail = page.getByTestId('address-detail');
    await expect(async () => (await detail.inputValue()) === KNOWN_PLACE.label, 'the place fills the detailed address');
    await expect(async () => (await page.getByTestId('address-recipient').inputValue()) === 'Lim Mei Ling', 'what was typed is kept');
    await detail.fill(`${KNOWN_PLACE.label}, #12-01`);
    await ctx.shot('address-filled');
    await page.getByTestId('address-submit').click();
    await page.getByTestId('address-card').first().waitFor();
    await expect(async () => ((await page.getByTestId('address-card').first().textContent()) ?? '').includes('#12-01'), 'the address saved with the edited detail');
    await ctx.shot('address-saved');
  },
};
