import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchPostgresDatabase } from '../../test/test-database';
import { EVERYTHING_CHANGED, type ChangeBus } from './change-bus';
import { CHANGE_LISTENER_NAME, postgresChangeBus } from './postgres-change-bus';

/** The change bus over LISTEN/NOTIFY: two buses on one database stand for two app servers. PostgreSQL only. */

const adminUrl = process.env.TEST_DATABASE_URL;

/** Every topic one bus's listener received, and a way to wait for the next matching one. */
function recorder(bus: ChangeBus) {
  const topics: string[] = [];
  const waiters: { count: number; topic: string; resolve: () => void }[] = [];
  bus.subscribe((topic) => {
    topics.push(topic);
    for (const waiter of [...waiters]) {
      if (topics.filter((each) => each === waiter.topic).length >= waiter.count) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  });
  return {
    topics,
    /** Resolves once `topic` has been received `count` times in all. */
    received: (topic: string, count = 1) =>
      new Promise<void>((resolve) => {
        if (topics.filter((each) => each === topic).length >= count) resolve();
        else waiters.push({ count, topic, resolve });
      }),
  };
}

describe.runIf(Boolean(adminUrl))('the PostgreSQL change bus', () => {
  let scratch: { url: string; drop(): Promise<void> } | undefined;
  let url: string;
  const buses: ChangeBus[] = [];
  const open = async () => {
    const bus = await postgresChangeBus({ url });
    buses.push(bus);
    return bus;
  };

  beforeAll(async () => {
    scratch = await scratchPostgresDatabase(adminUrl!, 'skillweave_bus');
    url = scratch.url;
  });

  afterAll(async () => {
    for (const bus of buses) await bus.close();
    await scratch?.drop();
  });

  it("carries each server's topics to the other, and runs the publisher's own listeners once", async () => {
    const [first, second] = [await open(), await open()];
    const [heardByFirst, heardBySecond] = [recorder(first), recorder(second)];

    await first.publish('knowledge:company-a');
    expect(heardByFirst.topics).toEqual(['knowledge:company-a']);
    await heardBySecond.received('knowledge:company-a');

    await second.publish('knowledge:company-b');
    await heardByFirst.received('knowledge:company-b');
    expect(heardByFirst.topics).toEqual(['knowledge:company-a', 'knowledge:company-b']);
    expect(heardBySecond.topics).toEqual(['knowledge:company-a', 'knowledge:company-b']);
  });

  it('reconnects after its connection is cut, tells its listeners everything changed, and hears the others again', async () => {
    const [first, second] = [await open(), await open()];
    const [heardByFirst, heardBySecond] = [recorder(first), recorder(second)];

    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const cut = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
      [CHANGE_LISTENER_NAME],
    );
    await admin.end();
    expect(cut.rowCount).toBeGreaterThanOrEqual(2);

    // Once when the connection drops (notices may be missed from then on), once when it listens again.
    await Promise.all([heardByFirst.received(EVERYTHING_CHANGED, 2), heardBySecond.received(EVERYTHING_CHANGED, 2)]);

    await first.publish('knowledge:after-reconnect');
    await heardBySecond.received('knowledge:after-reconnect');
    await second.publish('sessions:after-reconnect');
    await heardByFirst.received('sessions:after-reconnect');
  });

  it('hears nothing more once closed, while the others keep hearing each other', async () => {
    const [first, second] = [await open(), await open()];
    const heardBySecond = recorder(second);
    await second.close();
    await first.publish('knowledge:closed');
    const third = await open();
    const heardByThird = recorder(third);
    await first.publish('knowledge:open');
    await heardByThird.received('knowledge:open');
    expect(heardBySecond.topics).toEqual([]);
  });
});
