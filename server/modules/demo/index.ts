export { registerDemoResets } from './demo-reset-plugin';
export { seedDemoWorkspace } from './seed';
export * from './policy';
