import { BindingList } from './BindingList';
import { PasswordForm } from './PasswordForm';

/** 账号安全: the bound third-party accounts and the password change. */
export function SecuritySection() {
  return (
    <>
      <BindingList />
      <PasswordForm />
    </>
  );
}
