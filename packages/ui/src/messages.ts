/**
 * The rules' messages (validation, refusals) are written once, in English, in packages/domain. A site that reads in
 * another language registers how to say them (the agent portal's Hindi and Arabic, decision 042); the fields show
 * every message through it, and a message it does not know stays English.
 */
let translator: (message: string) => string = (message) => message;

export function setMessageTranslator(translate: (message: string) => string) {
  translator = translate;
}

export function sayMessage(message: string): string;
export function sayMessage(message: string | undefined): string | undefined;
export function sayMessage(message: string | undefined): string | undefined {
  return message === undefined || message === '' ? message : translator(message);
}
