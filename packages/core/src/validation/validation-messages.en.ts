// The specification's English texts for each validation code. The web app's `en` locale must
// say exactly this (a test checks it) and the mock server answers 400 with these texts.
import type { ValidationCode } from './validation-codes';

export const validationMessagesEn: Readonly<Record<ValidationCode, string>> = {
  FIELD_INVALID: 'Fill in the field correctly to continue.',
  NOTHING_CHOSEN: 'Fill in the field correctly to continue.',
  USERNAME_INVALID: 'Please fill in the username correctly.',
  NAME_INVALID: 'Please fill in the first name correctly.',
  SURNAME_INVALID: 'Please fill in the last name correctly.',
  EMAIL_INVALID: 'Please check the provided email and try again.',
  PASSWORD_INVALID: 'Must contain more than 8 characters and more than 3 letters',
  DOCUMENT_INVALID: 'Please fill in the document correctly.',
  TERMS_REQUIRED: 'Accepting the terms of use is required to proceed',
  CODE_INVALID: 'Please fill in the code correctly.',
  ADDRESS_INVALID: 'Please fill in the address correctly.',
  PHONE_INVALID: 'Please fill in the phone correctly.',
  BUSINESS_NICK_INVALID: 'Please fill in the store username correctly.',
  BUSINESS_NAME_INVALID: 'Please fill in the business name correctly.',
  BUSINESS_ID_INVALID: 'Please fill in the business id correctly.',
  ACTIVITY_REQUIRED: 'Choose your activity before continuing.',
  WORKING_HOURS_REQUIRED: 'Add dates before continuing',
  DAY_CLOSED: 'That day is closed, it cannot be added as working hours.',
  DAY_ALREADY_ADDED: 'That day is already added as working hours.',
  PRICE_INVALID: 'Add a valid price',
  TEAM_NAME_REQUIRED: 'Add a team name before continuing',
  TEAM_LEADER_REQUIRED: 'Add employers before continuing',
  ID_MISSING: 'Something went wrong, please try again.',
};
