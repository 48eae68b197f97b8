import { apiErrorSchema } from '../../common/schemas/errors';

/** OpenAPI response entries for the error statuses a route can answer, all in the one error shape. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema.describe(describe(status))]));
}

function describe(status: number): string {
  switch (status) {
    case 400:
      return 'Invalid input: message names the field and the problem; issues lists each one';
    case 401:
      return 'Not signed in: message says what signing in allows';
    case 403:
      return 'Not allowed for the current user';
    case 404:
      return 'Not found';
    case 409:
      return 'Conflicts with existing data or a rule';
    case 503:
      return 'A service the server depends on (the database) cannot answer now: try again in a moment';
    default:
      return 'Error';
  }
}
