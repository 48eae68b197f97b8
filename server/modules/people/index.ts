export { currentUserSchema, describeCurrentUser } from './current-user';
export type { CurrentUserAnswer } from './current-user';
export { personSkillRoutes } from './skill-level-routes';
export { toUserDto } from './user-dto';
export { userRoutes } from './user-routes';
export { EMAIL_TAKEN_MESSAGE, getUser, getVisibleUser, rethrowEmailConflict } from './users';
export { markAddressProven, replaceProvenAddress, setMatchingPaused } from './addresses';
export { followProfiles, type ProfileListener } from './profile-listeners';
export { markSkillVerdict } from './skill-marks';
