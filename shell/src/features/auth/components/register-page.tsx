// /register and /join: one registration form for customers and providers, with live valid/invalid marks.
import './auth.css';
import type { AccountType } from '@callout/contracts/accounts';
import { passwordsMismatchMessage } from '@callout/contracts/validation';
import { requestPersistentStorageOnce } from '@callout/db/persistent-storage';
import { useCheckText } from '@callout/i18n/check-texts';
import { useTranslation } from '@callout/i18n/react';
import { Link, useNavigate } from '@callout/router';
import { Button } from '@callout/ui/button';
import { type FieldStatus, TextField } from '@callout/ui/field';
import { Page } from '@callout/ui/page';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { loginHref } from '../account-routes';
import { registerInputSchema, useRegister } from '../api/register';
import { issueOf } from '../validation';
import { FormAlert } from './form-alert';
import { LiveFields } from './live-fields';

type FieldName = 'email' | 'phone' | 'password' | 'confirmPassword';
const fieldOrder: FieldName[] = ['email', 'phone', 'password', 'confirmPassword'];
const empty: Record<FieldName, string> = { email: '', phone: '', password: '', confirmPassword: '' };

export function RegisterPage({ accountType }: { accountType: AccountType }) {
  const { t } = useTranslation('shell');
  const checkText = useCheckText();
  const navigate = useNavigate();
  const [values, setValues] = useState(empty);
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { mutateAsync: run, isPending: pending } = useRegister();
  const refs: Record<FieldName, RefObject<HTMLInputElement | null>> = {
    email: useRef(null),
    phone: useRef(null),
    password: useRef(null),
    confirmPassword: useRef(null),
  };
  const provider = accountType === 'provider';

  const issues: Record<FieldName, string | null> = {
    email: issueOf(registerInputSchema.shape.email, values.email),
    phone: issueOf(registerInputSchema.shape.phone, values.phone),
    password: issueOf(registerInputSchema.shape.password, values.password),
    confirmPassword:
      values.confirmPassword && values.confirmPassword === values.password
        ? null
        : checkText(passwordsMismatchMessage),
  };

  // Passwords are marked live as they are typed; email and phone once the visitor leaves the field, so a
  // half-typed address is not called wrong. Submitting shows everything.
  function statusOf(name: FieldName): FieldStatus | null {
    const live = name === 'password' || name === 'confirmPassword' ? values[name] !== '' : touched[name];
    if (!submitted && !live) return null;
    const issue = issues[name];
    return issue ? { tone: 'invalid', message: issue } : { tone: 'valid', message: t('auth.valid') };
  }

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    inputRef: refs[name],
    status: statusOf(name),
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    onBlur: () => setTouched((v) => ({ ...v, [name]: true })),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const firstInvalid = fieldOrder.find((name) => issues[name]);
    if (firstInvalid) return refs[firstInvalid].current?.focus();
    try {
      const input = registerInputSchema.parse(values);
      const answer = await run({ accountType, input });
      if (answer.success) {
        // The account exists now: what it will keep on this device (drafts, queued posts) should last.
        void requestPersistentStorageOnce();
        window.alert(t('auth.register.success'));
        await navigate(loginHref(accountType), { state: { email: input.email } });
        return;
      }
      setFailure(answer.message);
    } catch (error) {
      // A network failure only gives the form back.
      console.error('Registration failed', error);
    }
  }

  return (
    <Page
      title={provider ? t('auth.register.titleProvider') : t('auth.register.titleUser')}
      lead={provider ? t('auth.register.leadProvider') : t('auth.register.leadUser')}
    >
      <form className="auth-panel card" noValidate onSubmit={onSubmit}>
        <LiveFields>
          <FormAlert message={failure} />
          <TextField label={t('auth.email')} type="email" autoComplete="email" {...field('email')} />
          <TextField
            label={t('auth.phone')}
            type="tel"
            autoComplete="tel"
            hint={t('auth.phoneHint')}
            {...field('phone')}
          />
          <TextField
            label={t('auth.password')}
            type="password"
            autoComplete="new-password"
            hint={t('auth.passwordHint')}
            {...field('password')}
          />
          <TextField
            label={t('auth.confirmPassword')}
            type="password"
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
          <Button type="submit" loading={pending}>
            {t('auth.register.submit')}
          </Button>
          <p className="auth-links">
            {t('auth.register.haveAccount')}{' '}
            <Link to={loginHref(accountType)}>{t('auth.register.login')}</Link>
          </p>
        </LiveFields>
      </form>
    </Page>
  );
}
