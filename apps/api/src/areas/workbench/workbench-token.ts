import { SignedValues } from '../../lib/signed-values.ts'

/**
 * Workbench tokens: the launch token row's id, signed (`base64url(id).base64url(HMAC-SHA256(id))`)
 * under a key derived for workbench tokens alone. The signature is checked before the database is
 * asked, so a forged or altered token costs one HMAC.
 */
export class WorkbenchTokenSigner extends SignedValues {
  constructor(tokenSecret: string) {
    super(tokenSecret, 'workbench-token')
  }
}
