/**
 * Spanish texts that both the API and the web app show. Where the specification gives a message
 * (SPEC §5, §8) it is copied word for word, even where its spelling is unusual.
 *
 * Exported on its own as `@patrocina/domain/messages` and kept free of zod, like constants.ts, for web
 * code that needs these texts but not the schemas. The first screen needs only the generic error,
 * which is why that one lives in generic-error.ts.
 */
import { GENERIC_ERROR } from './generic-error';

export const MESSAGES = {
  genericError: GENERIC_ERROR,
  loginFailed: 'El email o contraseña son incorrectos.',
  emailTaken: 'Este correo electrónico ya está siendo utilizado',
  socialLoginFailed: 'No hemos podido comprobar tu identidad con el proveedor. Inténtalo de nuevo.',
  socialNoAccount: 'Todavía no tienes una cuenta con este acceso. Regístrate para crearla.',
  socialEmailRequired:
    'El proveedor no nos ha dado tu correo electrónico. Permite compartirlo o regístrate con tu correo.',
  socialProviderUnavailable: 'Este acceso no está disponible ahora mismo. Entra con tu correo y contraseña.',
  socialLinkNeedsPassword:
    'Ya tienes una cuenta con este correo. Escribe tu contraseña para vincular este acceso a tu cuenta.',
  socialAccountExists:
    'Ya tienes una cuenta con este correo. Entra con el acceso que usaste al crearla o recupera tu contraseña.',
  socialLinkExpired: 'Ha pasado demasiado tiempo. Vuelve a empezar el acceso con el proveedor.',
  socialCookiesRequired:
    'Para entrar con Google, Apple o Facebook tienes que aceptar la política de uso y privacidad (cookies).',
  invalidUrl: 'Url no válida',
  wrongCurrentPassword: 'Contraseña incorrecta',
  phoneFormat: 'Telefono formato incorrecto',
  expiredLink: 'El enlace ha caducado. Solicita uno nuevo.',
  invalidLink: 'El enlace no es válido.',
  invalidEmail: 'Introduce un correo electrónico válido',
  required: 'Este campo es obligatorio',
  passwordTooShort: 'La contraseña debe tener al menos 8 caracteres',
  passwordTooLong: 'La contraseña no puede tener más de 128 caracteres',
  usernameTooShort: 'El nombre de usuario debe tener al menos 2 caracteres',
  usernameTooLong: 'El nombre de usuario no puede tener más de 40 caracteres',
  prefixFormat: 'El prefijo debe tener el formato +34',
  tooManyRequests: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  unauthenticated: 'Tienes que iniciar sesión para continuar.',
  forbidden: 'No tienes permiso para hacer esto.',
  notFound: 'No hemos encontrado lo que buscas.',
  invalidBody: 'Los datos enviados no son válidos.',
  invalidJson: 'Los datos enviados no tienen un formato JSON válido.',
  payloadTooLarge: 'Los datos enviados son demasiado grandes.',
  unsupportedMediaType: 'El formato de los datos enviados no está admitido.',
  missingClientHeader: 'Petición rechazada por seguridad. Recarga la página y vuelve a intentarlo.',
  serviceUnavailable: 'El servicio se está reiniciando. Vuelve a intentarlo en unos segundos.',
  invalidDate: 'Elige una fecha válida',
  /** A NUL character: no text may carry one (PostgreSQL refuses it). */
  invalidText: 'El texto contiene caracteres no válidos.',
  badRequest: 'No hemos entendido la petición. Revisa la dirección y vuelve a intentarlo.',
  uriTooLong: 'La dirección de la petición es demasiado larga.',
  headersTooLarge:
    'La petición lleva demasiados datos en sus cabeceras. Borra las cookies de este sitio y vuelve a intentarlo.',
  requestTimeout: 'La petición ha tardado demasiado en llegar. Vuelve a intentarlo.',
} as const;

/** SPEC §5 `checked`: the capital C is the specification's. */
export function termsRequiredMessage(productName: string): string {
  return `Debes aceptar los términos y Condiciones de ${productName}`;
}
