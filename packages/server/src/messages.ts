// Every message the account API answers with, in one place. Wording the spec fixes is quoted from it;
// the rest is ours, written for the person reading it on the form.
import {
  emailMessage,
  imageTooLargeMessage,
  otpTooShortMessage,
  passwordMessage,
  phoneMessage,
  recoveryPasswordMessage,
} from '@callout/contracts/validation';

export const messages = {
  // Spec section 5 and 8.
  email: emailMessage,
  phone: phoneMessage,
  password: passwordMessage,
  recoveryPassword: recoveryPasswordMessage,
  enterCode: otpTooShortMessage,
  imageTooLarge: imageTooLargeMessage,
  emailVerified: 'Email verified successfully.',
  emailNotVerified: 'Failed to verify email.',
  otpFailed: 'Failed to send OTP.',
  passwordReset: 'Password reset successful.',
  accountDeleted: 'Account deletion successful',
  sessionExpired: 'Session expired, please login again',

  // Ours.
  malformed: 'Please fill in the form and try again.',
  badAddress: 'This address is not valid. Please check the link and try again.',
  requestTooLarge: 'The request is too large. Please shorten it and try again.',
  requestTimeout: 'The request took too long to arrive. Please try again.',
  tooManyFields: 'The form has more fields than it should. Please reload the page and try again.',
  tooDeep: 'The request is nested more deeply than any form allows. Please reload the page and try again.',
  nulCharacter: 'The form holds a character that cannot be stored. Please retype it and try again.',
  loginRequired: 'Email and password are required',
  loginFailed: 'Incorrect email or password.',
  loggedIn: 'Login successful.',
  loggedOut: 'You have been logged out.',
  sessionValid: 'Session is valid.',
  registered: 'Registration successful. We have sent a verification code to your email.',
  codeSent: 'We have sent a code to your email. It is valid for 10 minutes.',
  codeSentIfRegistered:
    'If an account is registered with this email, we have sent a code to it. It is valid for 10 minutes.',
  wrongCode: 'The code is wrong or has expired. Please request a new code.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  imageType: 'Please choose a PNG, JPEG, GIF or WebP image.',
  pictureVariantSize: 'A smaller copy of the picture does not match it: please choose the picture again.',
  profileUpdated: 'Profile updated successfully.',
  profileLoaded: 'Profile loaded.',
  bio: 'Bio maximum 150 characters',
  bioUpdated: 'Bio updated successfully.',
  imageNotFound: 'Image not found.',
  imageWidth: 'Please ask for a width in pixels, such as ?w=320.',
  mediaLinkExpired: 'This picture link has expired. Please reload the page to see the picture.',
  mailboxOff: 'The mailbox is only available when no SMTP server is configured.',
} as const;
