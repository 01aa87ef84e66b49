// A catalogue imported as a module: @lingui/vite-plugin compiles the .po file when it is imported.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
