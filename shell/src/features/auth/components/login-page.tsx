// /login, /provider/login and /ops/login: one form, three account types.
import './auth.css';
import type { AccountType } from '@callout/contracts/accounts';
import { requestPersistentStorageOnce } from '@callout/db/persistent-storage';
import { useCheckText } from '@callout/i18n/check-texts';
import { useTranslation } from '@callout/i18n/react';
import { adoptAccountLanguage } from '@callout/module-kit/language-choice';
import { Link, useLocation, useNavigate, useSearchParams } from '@callout/router';
import { Button } from '@callout/ui/button';
import { TextField } from '@callout/ui/field';
import { Page } from '@callout/ui/page';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { loginHref, recoverHref, registerHref } from '../account-routes';
import { resolveDestinationAfterLogin } from '../after-login';
import { loginInputSchema, useLogin } from '../api/login';
import { signInAccount } from '../sign-in-account';
import { issueOf } from '../validation';
import { FormAlert } from './form-alert';
import { LiveFields } from './live-fields';

/** Registration hands the new address over in navigation state, so it never shows in the URL. */
function prefilledEmail(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

const titleSuffix = { user: 'User', provider: 'Provider', operator: 'Operator' } as const;

export function LoginPage({ accountType }: { accountType: AccountType }) {
  const { t } = useTranslation('shell');
  useCheckText();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(() => prefilledEmail(location.state));
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const { mutateAsync: run, isPending: pending } = useLogin();
  const provider = accountType === 'provider';
  const operator = accountType === 'operator';

  useEffect(() => {
    // Arriving from registration with the email filled in, the password is what is left to type.
    if (prefilledEmail(location.state)) passwordRef.current?.focus();
  }, [location.state]);

  const emailIssue = issueOf(loginInputSchema.shape.email, email);
  const passwordIssue = issueOf(loginInputSchema.shape.password, password);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (emailIssue) return emailRef.current?.focus();
    if (passwordIssue) return passwordRef.current?.focus();
    let answer: Awaited<ReturnType<typeof run>>;
    try {
      answer = await run({ accountType, input: { email, password } });
    } catch (error) {
      console.error('Login failed', error);
      setFailure(t('auth.login.failed'));
      return;
    }
    const token = answer.data?.Token;
    if (!answer.success || !token) {
      setFailure(
        answer.message ? t('auth.serverMessage', { message: answer.message }) : t('auth.login.failed'),
      );
      return;
    }
    // From here on the visitor is signed in: nothing below may tell them the login failed.
    const reload = await signInAccount(token, accountType, email);
    // The account's language, on a device that has none of its own (or the device's, kept on the account).
    await adoptAccountLanguage(answer.data?.Language);
    // Ask the browser not to evict drafts and queued posts now that they belong to someone.
    void requestPersistentStorageOnce();
    const destination = await resolveDestinationAfterLogin(accountType, searchParams.get('next'));
    if (reload) window.location.replace(destination);
    else await navigate(destination, { replace: true });
  }

  return (
    <Page
      title={t(`auth.login.title${titleSuffix[accountType]}`)}
      lead={t(`auth.login.lead${titleSuffix[accountType]}`)}
    >
      <form className="auth-panel card" noValidate onSubmit={onSubmit}>
        <LiveFields>
          <FormAlert message={failure} />
          <TextField
            label={t('auth.email')}
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            inputRef={emailRef}
            status={submitted && emailIssue ? { tone: 'invalid', message: emailIssue } : null}
          />
          <TextField
            label={t('auth.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            inputRef={passwordRef}
            status={submitted && passwordIssue ? { tone: 'invalid', message: passwordIssue } : null}
          />
          <Button type="submit" loading={pending}>
            {t('auth.login.submit')}
          </Button>
          {/* Operators are created, and their passwords reset, with the CLI on the server's machine. */}
          {!operator && (
            <ul className="auth-links">
              <li>
                {t('auth.login.noAccount')}{' '}
                <Link to={registerHref(accountType)}>
                  {provider ? t('auth.login.registerProvider') : t('auth.login.registerUser')}
                </Link>
              </li>
              <li>
                <Link to={recoverHref(accountType)}>{t('auth.login.recover')}</Link>
              </li>
              <li>
                <Link to={loginHref(provider ? 'user' : 'provider')}>
                  {provider ? t('auth.login.otherProvider') : t('auth.login.otherUser')}
                </Link>
              </li>
            </ul>
          )}
        </LiveFields>
      </form>
    </Page>
  );
}
