/** The support module's public entry: contact messages. It stands alone; nothing depends on it. */
export { SupportModule } from './support.module.js';
