import { passkeyClient } from '@better-auth/passkey/client';
import { createAuthClient } from 'better-auth/client';
import { ApiError } from '@/lib/api-client';
import { isErrorCode } from '@common/error-codes';

/*
 * The WebAuthn ceremonies (the browser's passkey prompts) through Better Auth's client. Only the sign-in and account
 * pages import this module, so its code stays out of every other page's download; every other sign-in and account
 * call goes through apiRequest like the rest of the API.
 */

function createClient() {
  return createAuthClient({
    baseURL: `${window.location.origin}/api/auth`,
    basePath: '/api/auth',
    // Looked up on each call rather than captured once, so the page always uses the current `fetch`.
    fetchOptions: { customFetchImpl: (input, init) => fetch(input, init) },
    plugins: [passkeyClient()],
  });
}

let client: ReturnType<typeof createClient> | undefined;
const authClient = () => (client ??= createClient());

/** What Better Auth's client answers on failure: the server's `{ message, code }` plus the status, or its own. */
interface CeremonyError {
  status?: number;
  code?: string;
  message?: string;
}

/** Said when the browser's own prompt failed: cancelled, timed out, or no passkey of this site on the device. */
const NOT_USED = 'The passkey was not used: the prompt was cancelled or this device has none for this site.';
/** Said when creating one failed in the browser: cancelled, timed out, or the browser cannot make passkeys. */
const NOT_ADDED = 'No passkey was added: the prompt was cancelled or this browser cannot create one.';
const ALREADY_ADDED = 'This device already holds a passkey for your account.';

/**
 * The failure as the ApiError every screen knows how to show. A refusal from our server keeps its sentence and
 * code; a failure inside the browser (Better Auth's own wording, WebAuthn codes) gets a sentence of ours.
 */
function ceremonyFailure(error: CeremonyError, browserFailure: string): ApiError {
  const status = error.status ?? 400;
  if (isErrorCode(error.code) && error.message) {
    return new ApiError(status, error.message, { message: error.message, code: error.code });
  }
  const message = error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' ? ALREADY_ADDED : browserFailure;
  // 400 even when Better Auth's client says 500: nothing failed on our side, so the sentence is shown.
  return new ApiError(400, message, { message });
}

/** Asks the browser for one of this site's passkeys and signs in with it. Rejects with an ApiError. */
export async function signInWithPasskey(): Promise<void> {
  const { error } = await authClient().signIn.passkey();
  if (error) throw ceremonyFailure(error, NOT_USED);
}

/** Creates a passkey on this device for the signed-in person, under `name`. Rejects with an ApiError. */
export async function addPasskey(name: string): Promise<void> {
  const result = await authClient().passkey.addPasskey({ name });
  if (result?.error) throw ceremonyFailure(result.error, NOT_ADDED);
}
