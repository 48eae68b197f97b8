/** The sentences the session life-cycle answers with, shared by the services and their tests. */
export const LIFECYCLE_MESSAGES = {
  alreadyWaitlisted: 'You are already on the waitlist for this session',
  notInSession: 'You have not joined this session or its waitlist',
  notUpcomingToLeave: 'This session has already started, ended or been cancelled, so you cannot leave it',
  hostsOnlyCancel: 'Only the host can cancel this session',
  hostsOnlyReschedule: 'Only the host can reschedule this session',
  hostsOnlyAttendance: 'Only the host can mark attendance',
  notUpcomingToChange: 'This session has already started, ended or been cancelled, so it cannot be changed',
  seatsBelowLearners: (joined: number) =>
    `${joined} ${joined === 1 ? 'person has' : 'people have'} joined: max learners cannot be lower than that`,
  notStartedAttendance: 'Attendance can be marked once the session has started',
  cancelledAttendance: 'This session was cancelled, so there is no attendance to mark',
  attendeesMustBeLearners: 'Only people who joined the session can be marked as attending',
  calendarForbidden: 'Only the host and the learners of this session can add it to a calendar',
  attendanceNotMarked: 'You can rate this session once the host has marked attendance',
  notAnAttendee: 'Only people who attended this session can rate it',
  alreadyRated: 'You have already rated this session',
} as const;
