import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/executor.js';
import { CatalogCache } from './catalog-cache.js';

/** A version the test moves by hand, and executors that only say whether they are a transaction. */
function fixture() {
  const state = { version: 1 };
  const cache = new CatalogCache({ current: () => Promise.resolve(state.version) });
  const db = { isTransaction: false } as Executor;
  const tx = { isTransaction: true } as Executor;
  let loads = 0;
  const load = (value: string) => () => {
    loads++;
    return Promise.resolve({ title: value });
  };
  return { state, cache, db, tx, loads: () => loads, load };
}

describe('catalog cache (decision 048)', () => {
  it('loads once and serves the same value while the catalog version stays', async () => {
    const { cache, db, loads, load } = fixture();
    expect(await cache.read(db, 'route:1', load('Alturas'))).toEqual({ title: 'Alturas' });
    expect(await cache.read(db, 'route:1', load('otra cosa'))).toEqual({ title: 'Alturas' });
    expect(loads()).toBe(1);
  });

  it('loads again as soon as the version moves', async () => {
    const { state, cache, db, loads, load } = fixture();
    await cache.read(db, 'route:1', load('Alturas'));
    state.version = 2;
    expect(await cache.read(db, 'route:1', load('Alturas v2'))).toEqual({ title: 'Alturas v2' });
    expect(loads()).toBe(2);
  });

  it('never stores what a transaction read: it may have changed the catalog and roll back', async () => {
    const { state, cache, db, tx, loads, load } = fixture();
    state.version = 2; // the transaction's own, uncommitted change
    expect(await cache.read(tx, 'route:1', load('sin confirmar'))).toEqual({ title: 'sin confirmar' });
    state.version = 1; // rolled back
    expect(await cache.read(db, 'route:1', load('Alturas'))).toEqual({ title: 'Alturas' });
    state.version = 2; // a later, real change commits the same version number
    expect(await cache.read(db, 'route:1', load('Alturas v2'))).toEqual({ title: 'Alturas v2' });
    expect(loads()).toBe(3);
  });

  it('serves a transaction what it holds for the same version', async () => {
    const { cache, db, tx, loads, load } = fixture();
    await cache.read(db, 'route:1', load('Alturas'));
    expect(await cache.read(tx, 'route:1', load('otra cosa'))).toEqual({ title: 'Alturas' });
    expect(loads()).toBe(1);
  });

  it('does not go back to an older version a slower request read', async () => {
    const { state, cache, db, loads, load } = fixture();
    state.version = 3;
    await cache.read(db, 'route:1', load('v3'));
    state.version = 2;
    expect(await cache.read(db, 'route:1', load('v2'))).toEqual({ title: 'v2' });
    state.version = 3;
    expect(await cache.read(db, 'route:1', load('otra cosa'))).toEqual({ title: 'v3' });
    expect(loads()).toBe(2);
  });

  it('hands out frozen values, so no request can change what the next one reads', async () => {
    const { cache, db } = fixture();
    const value = await cache.read(db, 'route:1', () => Promise.resolve({ items: [{ title: 'Uno' }] }));
    expect(() => {
      value.items[0]!.title = 'Cambiado';
    }).toThrow(TypeError);
    expect(() => value.items.push({ title: 'Dos' })).toThrow(TypeError);
  });
});
