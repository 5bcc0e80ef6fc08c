// `shared-ui/lang`: the URL's language prefix without React (the shell's server uses it without the rest of shared-ui).
export { LANGS, DEFAULT_LANG, isLang, splitLangPath, joinLangPath, langBasename, untranslatedLang } from './langPath';
export type { Lang, LangPath } from './langPath';
export { langAlternates, langUrl, pagePath } from './alternates';
export type { LangAlternate } from './alternates';
