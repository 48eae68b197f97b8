import { z } from 'zod';
import { uuidField } from '../../common/schemas/fields';

/** Path parameters shared by the routes: every id is a uuid, else 400 before any query runs. */
export const idParams = z.object({ id: uuidField() });
export const userIdParams = z.object({ userId: uuidField() });
export const companyIdParams = z.object({ companyId: uuidField() });
export const articleVersionParams = z.object({
  id: uuidField(),
  version: z.coerce
    .number({ error: 'version must be a whole number' })
    .int('version must be a whole number')
    .min(1, 'version must be at least 1')
    .max(2_147_483_647, 'version is too large'),
});
