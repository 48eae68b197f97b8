export { demoSessions } from './demo-data';
export { registerDemoResets } from './demo-reset-plugin';
export { seedDemoWorkspace } from './seed';
