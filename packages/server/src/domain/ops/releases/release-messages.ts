// What the release store and its operator calls say when they refuse a build or a release.
export const releaseMessages = {
  duplicatePath: 'The build lists one file twice.',
  badPath: (path: string) =>
    `The build's file "${path.slice(0, 80)}" has a name a release cannot hold (plain names, no "..").`,
  noContract: "The build has no readable module.json (the module's routes and menu).",
  otherModule: (named: string, module: string) => `The build's module.json is for ${named}, not ${module}.`,
  noEntry: 'The build has no assets/remoteEntry.js.',
  entryUnreadable: "The build's assets/remoteEntry.js is not a module entry.",
  missingFile: (path: string) => `The build's entry imports ${path}, which is not in the build.`,
  badBuildJson: "The build's build.json (what it was built against) cannot be read.",
  hashMismatch: (path: string) => `The file "${path.slice(0, 80)}" does not match the hash sent with it.`,
  versionMismatch: (sent: string, actual: string) =>
    `The version sent (${sent}) is not the hash of the files sent (${actual}).`,
  filesUnreadable: '"files" must be the JSON list of the build\'s files (path, sha256, base64).',
  unknownVersion: 'No such version of that module is kept.',
  unknownModule: (module: string) => `${module} has no live version.`,
  canaryWithoutLive: (module: string) =>
    `${module} has no live version yet: its first release goes to every device (leave out --canary).`,
  canaryIsLive: (version: string) => `${version} is the live version already: there is nothing to try first.`,
  noCanary: (module: string) => `${module} has no canary to promote.`,
  nothingToRollBackTo: (module: string) =>
    `${module} has no canary and no earlier kept version to roll back to.`,
  unknownAccount: 'No account has that email address.',
  notAllowed: 'Only an operator or the release token may release a module.',
} as const;
