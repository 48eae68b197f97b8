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

describe("Better Auth's log lines, cut at any line break", () => {
  it.each(['\r', '\n', '\r\n', '\u0085', '\u2028', '\u2029'])('ends the line at %j and drops the rest', (lineBreak) => {
    const line = withoutPersonalData(`Failed to verify${lineBreak}{"level":30,"msg":"forged"}`);
    expect(line).toBe('Failed to verify');
  });

  it('turns other control characters into spaces', () => {
    expect(withoutPersonalData('a\u0000b\u001b[31mc\u009bd\te')).toBe('a b [31mc d e');
  });
});
