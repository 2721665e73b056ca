// The title of each of the shell's own pages, as a key of the shell namespace (the page's heading); the
// modules' pages are titled by their descriptors (module-contract `titleKey`).
import { paths } from './paths';

export const shellPageTitles = {
  [paths.home.path]: 'home.title',
  [paths.getStarted.path]: 'getStarted.title',
  [paths.howItWorks.path]: 'howItWorks.title',
  [paths.about.path]: 'about.title',
  [paths.services.path]: 'services.title',
  [paths.help.path]: 'help.title',
  [paths.terms.path]: 'terms.title',
  [paths.privacy.path]: 'privacy.title',
  [paths.guarantee.path]: 'guarantee.title',
  [paths.reviewPolicy.path]: 'reviewPolicy.title',
  [paths.complaints.path]: 'complaints.title',
  [paths.styleguide.path]: 'styleguide.title',
  [paths.login.path]: 'auth.login.titleUser',
  [paths.providerLogin.path]: 'auth.login.titleProvider',
  [paths.register.path]: 'auth.register.titleUser',
  [paths.join.path]: 'auth.register.titleProvider',
  [paths.recover.path]: 'auth.recover.title',
  [paths.exit.path]: 'auth.exit.title',
  [paths.providerExit.path]: 'auth.exit.title',
} as const;
