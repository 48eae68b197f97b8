import { z } from 'zod';
import { LIMITS, SESSION_STATUSES, SESSION_TYPES } from '../constants';
import { multiLine, oneOf, optionalText, requiredText, titleText, uuidField, withLineRule } from './fields';

const durationMessage = `Duration must be a whole number of minutes from ${LIMITS.sessionDurationMin} to ${LIMITS.sessionDurationMax}`;
const maxLearnersMessage = `Max learners must be a whole number from 1 to ${LIMITS.maxLearnersMax}`;

/** Allows for clock drift between a browser and the server when checking "in the future". */
const SCHEDULE_GRACE_MS = 5 * 60 * 1000;
const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

/**
 * A session time a person can use: in the future and at most LIMITS.sessionYearsAhead years ahead.
 * The upper bound also keeps out dates JavaScript accepts but PostgreSQL cannot read (+010000-01-01...).
 */
const scheduledFor = z
  .string({ error: (issue) => (issue.input == null ? 'Scheduled time is required' : 'Enter a valid date and time') })
  .min(1, 'Scheduled time is required')
  .refine((value) => !Number.isNaN(Date.parse(value)), { message: 'Enter a valid date and time', abort: true })
  .refine((value) => Date.parse(value) > Date.now() - SCHEDULE_GRACE_MS, {
    message: 'Scheduled time must be in the future',
    abort: true,
  })
  .refine(
    (value) => Date.parse(value) <= Date.now() + LIMITS.sessionYearsAhead * YEAR_MS,
    `Scheduled time must be within the next ${LIMITS.sessionYearsAhead} years`,
  );

const duration = z
  .number({ error: (issue) => (issue.input == null ? 'Duration is required' : durationMessage) })
  .int(durationMessage)
  .min(LIMITS.sessionDurationMin, durationMessage)
  .max(LIMITS.sessionDurationMax, durationMessage);

const maxLearners = z
  .number({ error: (issue) => (issue.input === undefined ? 'Max learners is required' : maxLearnersMessage) })
  .int(maxLearnersMessage)
  .min(1, maxLearnersMessage)
  .max(LIMITS.maxLearnersMax, maxLearnersMessage);

/**
 * New learning session (POST /api/learning-sessions), in the form the screens send it.
 * status, learnerIds and knowledgeResourceIds are accepted only with their starting values;
 * mentorId must be the current user. maxLearners null means unlimited.
 */
export const createSessionSchema = z.object({
  title: titleText(LIMITS.titleMax, 'Title'),
  description: optionalText(LIMITS.descriptionMax, undefined, multiLine('Description')),
  skillTopic: titleText(LIMITS.titleMax, 'Skill topic'),
  sessionType: oneOf(SESSION_TYPES, 'Session type is required'),
  companyId: uuidField(),
  mentorId: uuidField().optional(),
  scheduledFor,
  duration,
  maxLearners: maxLearners.nullable(),
  status: z.literal('upcoming', { error: 'A new session starts as upcoming' }).optional(),
  learnerIds: z
    .array(z.unknown())
    .max(0, 'A new session starts with no learners: people join it themselves')
    .optional(),
  knowledgeResourceIds: z
    .array(uuidField(), { error: 'Must be a list of knowledge ids' })
    .max(20, 'At most 20 knowledge resources')
    .default([]),
});
export type CreateSessionInput = z.input<typeof createSessionSchema>;
export type CreateSessionData = z.output<typeof createSessionSchema>;

/** Text inputs give strings: empty means missing, anything else must read as a whole number. */
const wholeNumberFromText = <Schema extends z.ZodType<number | undefined>>(schema: Schema) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '') return undefined;
    return /^-?\d+$/.test(text) ? Number.parseInt(text, 10) : Number.NaN;
  }, schema);

/** The create-session form: the same rules, with numbers typed as text and a datetime-local value. */
export const sessionFormSchema = z.object({
  title: createSessionSchema.shape.title,
  description: withLineRule(
    z.string().max(LIMITS.descriptionMax, `Must be at most ${LIMITS.descriptionMax} characters`),
    multiLine('Description'),
  ).optional(),
  skillTopic: createSessionSchema.shape.skillTopic,
  sessionType: createSessionSchema.shape.sessionType,
  scheduledFor,
  duration: wholeNumberFromText(duration),
  maxLearners: wholeNumberFromText(maxLearners),
});
export type SessionFormInput = z.input<typeof sessionFormSchema>;
export type SessionFormValues = z.output<typeof sessionFormSchema>;

/** Joining (PATCH /api/learning-sessions/{id}): the screens send the existing learners plus themselves. */
export const updateSessionSchema = z.object({
  learnerIds: z
    .array(uuidField('Each learner id must be a valid id (uuid)'), { error: 'learnerIds must be a list of user ids' })
    .max(LIMITS.maxLearnersMax + 1),
});
export type UpdateSessionInput = z.input<typeof updateSessionSchema>;

export const learningSessionSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  mentorId: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  skillTopic: z.string(),
  sessionType: z.enum(SESSION_TYPES),
  scheduledFor: z.string(),
  duration: z.number().int(),
  maxLearners: z.number().int().nullable(),
  status: z.enum(SESSION_STATUSES),
  learnerIds: z.array(z.uuid()),
  /** People waiting for a seat, first in line first. */
  waitlistIds: z.array(z.uuid()),
  cancelReason: z.string().nullable(),
  /** Learners the host marked present; null until attendance is taken. */
  attendeeIds: z.array(z.uuid()).nullable(),
  /** Mean of the attendees' ratings, one decimal; null when nobody rated yet. */
  averageRating: z.number().nullable(),
  ratingCount: z.number().int(),
  swapId: z.uuid().nullable(),
  knowledgeResourceIds: z.array(z.uuid()),
  sessionNotes: z.string().nullable(),
  createdAt: z.string(),
});
export type LearningSession = z.infer<typeof learningSessionSchema>;

/** A person as a session's detail names them: enough for a name, an initials avatar and a secondary line. */
export const sessionPersonSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  role: z.string().nullable(),
});
export type SessionPerson = z.infer<typeof sessionPersonSchema>;

/**
 * One session with the people in it (GET /api/learning-sessions/{id}): the host, and the learners in the
 * order they joined.
 */
export const learningSessionDetailSchema = learningSessionSchema.extend({
  mentor: sessionPersonSchema,
  learners: z.array(sessionPersonSchema),
  /** The waiting people, first in line first. */
  waitlist: z.array(sessionPersonSchema),
  /** The caller's own rating of this session, if they gave one. */
  myRating: z.object({ rating: z.number().int(), comment: z.string().nullable() }).nullable(),
});
export type LearningSessionDetail = z.infer<typeof learningSessionDetailSchema>;

/** POST /api/learning-sessions/{id}/join: a seat when one is free, otherwise the end of the waitlist. */
export const joinResultSchema = z.object({
  session: learningSessionSchema,
  place: z.enum(['learner', 'waitlist']),
  /** 1 for the first in line; null when the person got a seat. */
  waitlistPosition: z.number().int().nullable(),
});
export type JoinResult = z.infer<typeof joinResultSchema>;

export const CANCEL_REASON_MAX = 500;

/** POST /api/learning-sessions/{id}/cancel: the host says why; learners read it on the session. */
export const cancelSessionSchema = z.object({
  reason: requiredText(CANCEL_REASON_MAX, 'Say why the session is cancelled', multiLine('The reason')),
});
export type CancelSessionInput = z.input<typeof cancelSessionSchema>;

/** PATCH /api/learning-sessions/{id}/schedule: any of the time, the length and the seats; null seats = unlimited. */
export const rescheduleSessionSchema = z
  .object({
    scheduledFor: scheduledFor.optional(),
    duration: duration.optional(),
    maxLearners: maxLearners.nullable().optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'Send a new time, duration or max learners',
    path: ['scheduledFor'],
  });
export type RescheduleSessionInput = z.input<typeof rescheduleSessionSchema>;

/** PUT /api/learning-sessions/{id}/attendance: the learners who came (the host marks them after the start). */
export const attendanceSchema = z.object({
  attendeeIds: z
    .array(uuidField('Each attendee id must be a valid id (uuid)'), { error: 'attendeeIds must be a list of user ids' })
    .max(LIMITS.maxLearnersMax),
});
export type AttendanceInput = z.input<typeof attendanceSchema>;

export const RATING_COMMENT_MAX = LIMITS.ratingCommentMax;
const ratingMessage = 'Rating must be a whole number from 1 to 5';

/** POST /api/learning-sessions/{id}/ratings: an attendee rates the session once. */
export const rateSessionSchema = z.object({
  rating: z
    .number({ error: (issue) => (issue.input === undefined ? 'Rating is required' : ratingMessage) })
    .int(ratingMessage)
    .min(1, ratingMessage)
    .max(5, ratingMessage),
  comment: optionalText(RATING_COMMENT_MAX, undefined, multiLine('The comment')),
});
export type RateSessionInput = z.input<typeof rateSessionSchema>;

/** The reschedule form: a datetime-local value and numbers typed as text; empty max learners means unlimited. */
export const rescheduleFormSchema = z.object({
  scheduledFor,
  duration: wholeNumberFromText(duration),
  maxLearners: wholeNumberFromText(maxLearners.optional()),
});
export type RescheduleFormInput = z.input<typeof rescheduleFormSchema>;
export type RescheduleFormValues = z.output<typeof rescheduleFormSchema>;
