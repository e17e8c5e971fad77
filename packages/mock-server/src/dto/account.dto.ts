// Request bodies of the account calls (000 section 7), checked with core's rules.
import {
  checkActivationCode,
  checkDocumentId,
  checkEmail,
  checkNewPassword,
  checkPassword,
  checkPersonName,
  checkResetCode,
  validationMessagesEn,
} from '@fieldteam/core';
import { ValidateBy } from 'class-validator';
import { CoreIntegerRule, CoreRule, MustBeTrue } from './core-rule.decorator';

export class LoginBody {
  @CoreRule(checkEmail, 'EMAIL_INVALID') email!: string;
  @CoreRule(checkPassword, 'PASSWORD_INVALID') password!: string;
}

export class RegisterBody {
  @CoreRule((v) => checkPersonName(v, 'NAME_INVALID'), 'NAME_INVALID') name!: string;
  @CoreRule((v) => checkPersonName(v, 'SURNAME_INVALID'), 'SURNAME_INVALID') surname!: string;
  @CoreRule(checkEmail, 'EMAIL_INVALID') email!: string;
  @CoreRule(checkNewPassword, 'PASSWORD_INVALID') password!: string;
  @CoreIntegerRule((v) => checkDocumentId(v), 'DOCUMENT_INVALID') docid!: number;
  @MustBeTrue('TERMS_REQUIRED') useterms!: boolean;
}

export class RequestCodeBody {
  @CoreRule(checkEmail, 'EMAIL_INVALID') email!: string;
}

export class ChangePasswordBody {
  @CoreRule(checkEmail, 'EMAIL_INVALID') email!: string;
  @CoreRule(checkNewPassword, 'PASSWORD_INVALID') newpassword!: string;
  @CoreIntegerRule(checkResetCode, 'CODE_INVALID') code!: number;
}

/** The activation code is 6 to 8 characters; clients send it as text or as a number. */
const ActivationCode = (): PropertyDecorator =>
  ValidateBy({
    name: 'core:CODE_INVALID:activation',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string'
          ? checkActivationCode(value) === null
          : typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && checkActivationCode(String(value).padStart(6, '0')) === null,
      defaultMessage: () => validationMessagesEn.CODE_INVALID,
    },
  });

export class ActivateBody {
  @CoreRule(checkEmail, 'EMAIL_INVALID') email!: string;
  @ActivationCode() code!: string | number;
}
