import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, readEnv } from './env';

describe('readEnv', () => {
  it('has defaults for a fresh machine', () => {
    const env = readEnv({});
    expect(env).toMatchObject({ port: 5000, host: 'localhost', logLevel: 'info', databaseUrl: undefined });
    expect(env.dataDir).toBe(path.resolve('./data'));
  });

  it('reads every variable', () => {
    const env = readEnv({
      PORT: '6001',
      DATA_DIR: '/tmp/sw',
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
      LOG_LEVEL: 'warn',
    });
    expect(env).toMatchObject({
      port: 6001,
      dataDir: '/tmp/sw',
      databaseUrl: 'postgres://u:p@127.0.0.1:5432/db',
      logLevel: 'warn',
    });
  });

  it('names every bad variable in one message', () => {
    expect(() => readEnv({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' })).toThrowError(EnvError);
    try {
      readEnv({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT="eighty"');
      expect(message).toContain('LOG_LEVEL="loud"');
      expect(message).toContain('DATABASE_URL="mysql://x": must be a postgres:// or postgresql:// URL');
    }
  });

  it('reads the PostgreSQL statement time-out, 5 s unless set, 0 to turn it off', () => {
    expect(readEnv({}).statementTimeoutMs).toBe(5_000);
    expect(readEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '0' }).statementTimeoutMs).toBe(0);
    expect(readEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '250' }).statementTimeoutMs).toBe(250);
    expect(() => readEnv({ DATABASE_STATEMENT_TIMEOUT_MS: 'soon' })).toThrowError(
      /DATABASE_STATEMENT_TIMEOUT_MS="soon": must be a number of milliseconds/,
    );
    expect(() => readEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '-1' })).toThrowError(
      /DATABASE_STATEMENT_TIMEOUT_MS="-1": must be 0 \(off\) or more/,
    );
  });

  it('refuses a port out of range', () => {
    expect(() => readEnv({ PORT: '70000' })).toThrowError(/PORT="70000": must be from 0 to 65535/);
  });
});

describe('language model settings', () => {
  it('are off unless a base URL and a model are both set', () => {
    expect(readEnv({}).ai).toBeUndefined();
    expect(readEnv({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3.1' }).ai).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3.1',
      timeoutMs: 15_000,
    });
  });

  it('refuse a base URL without a model, and a bad URL or timeout', () => {
    expect(() => readEnv({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrowError(
      /AI_MODEL="": must be set when AI_BASE_URL is set/,
    );
    expect(() => readEnv({ AI_BASE_URL: 'not a url', AI_MODEL: 'x' })).toThrowError(/AI_BASE_URL="not a url"/);
    expect(() => readEnv({ AI_BASE_URL: 'http://x/v1', AI_MODEL: 'x', AI_TIMEOUT_MS: 'soon' })).toThrowError(
      /AI_TIMEOUT_MS="soon"/,
    );
  });
});
