import { z } from 'zod';

/**
 * A minimal client for OpenAI-compatible chat completions (OpenAI, Ollama, vLLM, LM Studio...).
 * It asks for a JSON object and validates it against a zod schema; anything else is an error the
 * caller turns into a fallback. No retries: the built-in engines answer instead.
 */

export interface ChatModelConfig {
  /** e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export class ChatModelError extends Error {}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/**
 * Models sometimes wrap JSON in a Markdown fence despite being asked not to. Plain string steps, not
 * a regular expression: the answer can be long, and "\s*...\s*" backtracks over runs of spaces.
 */
export function unfence(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length < 6 || !trimmed.startsWith('```') || !trimmed.endsWith('```')) return trimmed;
  const inner = trimmed.slice(3, -3);
  return (inner.startsWith('json') ? inner.slice(4) : inner).trim();
}

export async function chatJson<T>(config: ChatModelConfig, messages: ChatMessage[], schema: z.ZodType<T>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        messages,
        temperature: 0.2,
        response_format: { type: 'json_object' },
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ChatModelError(
      timedOut ? `no answer within ${config.timeoutMs} ms` : `request failed: ${(error as Error).message}`,
    );
  }
  if (!response.ok) throw new ChatModelError(`answered ${response.status} ${response.statusText}`);

  let content: string | null | undefined;
  try {
    content = completionSchema.parse(await response.json()).choices[0]!.message.content;
  } catch {
    throw new ChatModelError('answered something that is not a chat completion');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(unfence(content ?? ''));
  } catch {
    throw new ChatModelError('answered text that is not JSON');
  }
  const result = schema.safeParse(parsed);
  if (!result.success)
    throw new ChatModelError(`answered JSON of the wrong shape: ${z.prettifyError(result.error).slice(0, 300)}`);
  return result.data;
}
