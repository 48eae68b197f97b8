export { toCompanyDto } from './company-dto';
export { emailNotProven } from './proven-address';
export { emailShownTo, requireVisibleUser, visiblePeople } from './visibility';
export { inVisibleWorkspace, requireReadableWorkspace, requireWorkspace } from './workspace-access';
export { inWorkspacePeople, mentoringLoadSql, workspacePeopleIdsSql } from './workspace-people';
export { workspaceRoutes } from './workspace-routes';
export { listMyWorkspaces } from './workspaces';
export { revokePendingInvitationsOf } from './invitations';
export { insertWaitlistCompany } from './waitlist-companies';
