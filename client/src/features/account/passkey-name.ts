import { z } from 'zod';
import { titleText } from '@common/schemas/fields';

/** How long a passkey's name may be: room for "Work laptop, Chrome profile 2" and a list that stays readable. */
export const PASSKEY_NAME_MAX = 60;

/** A passkey's name, so the person can tell "Work laptop" from "Phone" when removing one. */
export const passkeyNameSchema = z.object({ name: titleText(PASSKEY_NAME_MAX, 'Passkey name') });
export type PasskeyNameInput = z.input<typeof passkeyNameSchema>;
export type PasskeyNameData = z.output<typeof passkeyNameSchema>;
