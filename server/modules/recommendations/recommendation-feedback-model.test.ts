import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recommendation } from '../../../common/schemas/users';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';

/**
 * Feedback holds on the language-model path too: the model is never offered a dismissed or held skill among its
 * candidates, and whatever it names anyway (in any spelling the catalogue knows) is dropped before storing.
 */

const completion = (content: string) => JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] });
const pick = (skillName: string, matchPercentage: number) => ({
  skillName,
  matchPercentage,
  description: 'A stand-in pick.',
  timeToLearn: '3-5 weeks',
  reason: 'Because the stand-in said so.',
});
/** The candidate names the server sent in its last request. */
let lastCandidates: string[] = [];

const standIn = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const parsed = JSON.parse(body) as { messages: { content: string }[] };
    const profile = JSON.parse(parsed.messages[1]!.content) as { candidatesFromCatalogue: { skillName: string }[] };
    lastCandidates = profile.candidatesFromCatalogue.map((candidate) => candidate.skillName);
    const answer = { recommendations: [pick('Stand-in Facilitation', 91), pick('K8s', 85), pick('Go', 70)] };
    response.writeHead(200, { 'content-type': 'application/json' }).end(completion(JSON.stringify(answer)));
  });
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const { port } = standIn.address() as AddressInfo;
  t = await createTestApp({
    ai: { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'test-key', model: 'stand-in-model', timeoutMs: 5000 },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => standIn.close(resolve));
});

describe('feedback on the language-model path', () => {
  it('keeps dismissed and known skills out of the candidates and out of the stored list', async () => {
    const { user, cookies } = await signUp(t.app, { role: 'Backend Engineer', skills: ['Python', 'Docker'] });
    const refresh = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/users/${user.id}/recommendations/refresh`,
        cookies,
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as Recommendation[]).map((item) => item.skillName);
    };
    const feedback = (payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/users/${user.id}/recommendations/feedback`, payload, cookies });

    expect(await refresh()).toEqual(['Stand-in Facilitation', 'K8s', 'Go']);

    // Dismissed under its catalogue name, named by the model under an alias: dropped all the same.
    const dismissed = await feedback({ skillName: 'Kubernetes', verdict: 'not-interested' });
    expect(dismissed.statusCode).toBe(200);
    // It leaves the stored list at once, though stored under the model's spelling.
    expect((dismissed.json() as Recommendation[]).map((item) => item.skillName)).toEqual([
      'Stand-in Facilitation',
      'Go',
    ]);
    expect(await refresh()).toEqual(['Stand-in Facilitation', 'Go']);
    expect(lastCandidates).not.toContain('Kubernetes');

    // A skill the catalogue lacks, dismissed as the model spelt it.
    await feedback({ skillName: 'stand-in facilitation', verdict: 'not-interested' });
    // Known: held from now on, so neither offered nor stored.
    await feedback({ skillName: 'Go', verdict: 'known', level: 3 });
    // Nothing the model named is left: the built-in engine answers, and respects the same feedback.
    const fallback = await refresh();
    expect(fallback.length).toBeGreaterThan(0);
    for (const excluded of ['Stand-in Facilitation', 'K8s', 'Kubernetes', 'Go', 'Python', 'Docker'])
      expect(fallback).not.toContain(excluded);
    expect(lastCandidates).not.toContain('Go');
  });
});
