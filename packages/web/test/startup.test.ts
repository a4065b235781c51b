import { beforeEach, describe, expect, it } from 'vitest';
import { applyStartup, readStartupParams } from '../src/app/startup';

function go(url: string) {
  window.history.replaceState(null, '', url);
}

describe('start-up address handling', () => {
  beforeEach(() => go('/'));

  it('reads values from the query inside the hash', () => {
    expect(readStartupParams('http://x/#/pages/register?invite_code=AB12CD&node_code=NODE01')).toEqual({
      invite_code: 'AB12CD', node_code: 'NODE01',
    });
  });

  it('reads values from the query before the hash', () => {
    expect(readStartupParams('http://x/?invite_code=AB12CD&node_code=NODE01#/')).toEqual({
      invite_code: 'AB12CD', node_code: 'NODE01',
    });
  });

  it('stores invite and node codes and sends the visitor to registration (query before the hash)', () => {
    go('/?invite_code=AB12CD&node_code=NODE01#/');
    const target = applyStartup(window);
    expect(localStorage.getItem('invite_code')).toBe('AB12CD');
    expect(localStorage.getItem('node_code')).toBe('NODE01');
    expect(target).toBe('/pages/register?invite_code=AB12CD&node_code=NODE01');
    expect(window.location.hash).toBe('#/pages/register?invite_code=AB12CD&node_code=NODE01');
    expect(window.location.search).toBe('');
  });

  it('stores codes from the hash query too', () => {
    go('/#/pages/index?node_code=NODE77');
    expect(applyStartup(window)).toBe('/pages/register?node_code=NODE77');
    expect(localStorage.getItem('node_code')).toBe('NODE77');
    expect(localStorage.getItem('invite_code')).toBeNull();
  });

  it('stores a token, drops a stale profile and removes the token from the address', () => {
    localStorage.setItem('token', 'old');
    localStorage.setItem('userInfo', '{"member_id":"OLD"}');
    go('/#/pages/mine?token=new-token&x=1');
    expect(applyStartup(window)).toBe('/pages/mine?x=1');
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(window.location.hash).toBe('#/pages/mine?x=1');
  });

  it('leaves an ordinary address alone', () => {
    go('/#/pages/mine');
    expect(applyStartup(window)).toBeNull();
    expect(window.location.hash).toBe('#/pages/mine');
    expect(localStorage.length).toBe(0);
  });
});
