import { describe, expect, it } from 'vitest';
import { EVERYTHING_CHANGED, localChangeBus } from '../change-bus/change-bus';
import { ResponseCache } from './response-cache';

const answer = (body: string) => async () => ({ body, hasNext: false });

describe('ResponseCache', () => {
  it('serves a stored answer until its topic changes on the bus, leaving other topics alone', async () => {
    const cache = new ResponseCache();
    const bus = localChangeBus();
    cache.follow(bus);
    await cache.remember('knowledge:a', 'a1', answer('old a'));
    await cache.remember('knowledge:b', 'b1', answer('old b'));
    expect((await cache.remember('knowledge:a', 'a1', answer('new a'))).body).toBe('old a');
    await bus.publish('knowledge:a');
    expect((await cache.remember('knowledge:a', 'a1', answer('new a'))).body).toBe('new a');
    expect((await cache.remember('knowledge:b', 'b1', answer('new b'))).body).toBe('old b');
  });

  it('reads an answer again once it is older than the maximum age, counted from when its read started', async () => {
    let now = 1_000;
    const cache = new ResponseCache(undefined, { maxAgeMs: 60_000, now: () => now });
    await cache.remember('analytics', 'a', answer('first'));
    now += 60_000;
    expect((await cache.remember('analytics', 'a', answer('second'))).body).toBe('first');
    now += 1;
    expect((await cache.remember('analytics', 'a', answer('second'))).body).toBe('second');
    expect((await cache.remember('analytics', 'a', answer('third'))).body).toBe('second');
  });

  it('does not store what a read found when its topic changed while it was reading', async () => {
    const cache = new ResponseCache();
    let finishRead!: () => void;
    const reading = cache.remember(
      'knowledge:a',
      'a1',
      () => new Promise((resolve) => (finishRead = () => resolve({ body: 'before the write', hasNext: false }))),
    );
    cache.invalidate('knowledge:a');
    finishRead();
    expect((await reading).body).toBe('before the write');
    expect((await cache.remember('knowledge:a', 'a1', answer('after the write'))).body).toBe('after the write');
  });

  it('drops every answer, and keeps reads under way from storing, when the bus says everything changed', async () => {
    const cache = new ResponseCache();
    const bus = localChangeBus();
    cache.follow(bus);
    await cache.remember('knowledge:a', 'a1', answer('old a'));
    await cache.remember('knowledge:b', 'b1', answer('old b'));
    let finishRead!: () => void;
    const reading = cache.remember(
      'knowledge:c',
      'c1',
      () => new Promise((resolve) => (finishRead = () => resolve({ body: 'read before', hasNext: false }))),
    );
    await bus.publish(EVERYTHING_CHANGED);
    finishRead();
    await reading;
    expect(cache.size).toBe(0);
    expect((await cache.remember('knowledge:a', 'a1', answer('new a'))).body).toBe('new a');
    expect((await cache.remember('knowledge:b', 'b1', answer('new b'))).body).toBe('new b');
    expect((await cache.remember('knowledge:c', 'c1', answer('new c'))).body).toBe('new c');
  });

  it('stays within its bounds, dropping the least recently used answers first', async () => {
    const cache = new ResponseCache({ maxEntries: 2, maxBytes: 10 });
    await cache.remember('t', 'one', answer('1111'));
    await cache.remember('t', 'two', answer('2222'));
    await cache.remember('t', 'one', answer('unused'));
    await cache.remember('t', 'three', answer('3333'));
    expect(cache.size).toBe(2);
    expect((await cache.remember('t', 'one', answer('again'))).body).toBe('1111');
    expect((await cache.remember('t', 'two', answer('2222 reread'))).body).toBe('2222 reread');
    await cache.remember('t', 'big', answer('far more than ten characters'));
    expect((await cache.remember('t', 'big', answer('read again'))).body).toBe('read again');
  });
});
