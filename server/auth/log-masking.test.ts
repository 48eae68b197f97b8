import { describe, expect, it } from 'vitest';
import { withoutPersonalData } from './auth';

describe("Better Auth's log lines", () => {
  it('keep one line and mask addresses, codes and tokens', () => {
    const line = withoutPersonalData(
      'Failed query: insert into "auth_verifications" params: sign-in-otp-ann@example.test,482913,Xk3vQ9wLmZp2Rt7YbN4sJc8H\nat stack',
    );
    expect(line).not.toMatch(/ann@example\.test|482913|Xk3vQ9wLmZp2Rt7YbN4sJc8H|stack/);
    expect(line).toContain('[email]');
    expect(line).toContain('[code]');
  });
});
