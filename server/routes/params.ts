import { z } from 'zod';
import { uuidField } from '../../common/schemas/fields';

/** Path parameters shared by the routes: every id is a uuid, else 400 before any query runs. */
export const idParams = z.object({ id: uuidField() });
export const userIdParams = z.object({ userId: uuidField() });
export const companyIdParams = z.object({ companyId: uuidField() });
