import { FormAlert } from '@helpwire/account';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link } from '@helpwire/libs/router';
import { otherRole, signInPath, type AuthRole } from './auth-paths';

/** Why a sign-in failed; `noAccount`: the account lacks this role ("No account found for this role …"). */
export interface SignInFailure {
  text: string;
  noAccount: boolean;
}

/** The failure under a sign-in form, with a link to the other role's sign-in when the role is missing. */
export function SignInFailureAlert({ failure, role }: { failure: SignInFailure | undefined; role: AuthRole }) {
  const { t } = useTranslation('shell');
  return (
    <FormAlert>
      {failure && (
        <>
          <span>{failure.text}</span>
          {failure.noAccount && <Link to={signInPath(otherRole(role))}>{t(`auth.links.signInAs.${otherRole(role)}`)}</Link>}
        </>
      )}
    </FormAlert>
  );
}
