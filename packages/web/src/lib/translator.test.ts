import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator.ts';

const make = (
  language: 'de' | 'en',
  load = vi.fn(async () => ({ common: { hello: 'Hello' } })),
) => ({
  load,
  translator: new Translator<'de' | 'en', 'common' | 'feature'>({
    language,
    fallbackLanguage: 'de',
    languages: ['de', 'en'],
    defaultNamespace: 'common',
    resources: { de: { common: { hello: 'Hallo' } } },
    loadLanguage: load,
  }),
});

describe('Translator: a language that is not in the entry', () => {
  it('is loaded once, when first used, before the change is announced', async () => {
    const { translator, load } = make('de');
    await translator.ready;
    expect(load).not.toHaveBeenCalled();
    const seen: string[] = [];
    translator.on('languageChanged', (language) =>
      seen.push(`${language}:${translator.translate('hello')}`),
    );
    await translator.changeLanguage('en');
    await translator.changeLanguage('de');
    await translator.changeLanguage('en');
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['en:Hello', 'de:Hallo', 'en:Hello']);
  });

  it('is loaded at start when it is the start language, keeping namespaces added meanwhile', async () => {
    const { translator } = make('en');
    translator.addNamespace('feature', { de: { title: 'Titel' }, en: { title: 'Title' } });
    await translator.ready;
    expect(translator.translate('hello')).toBe('Hello');
    expect(translator.translate('feature:title')).toBe('Title');
  });

  it('falls back to the fallback language while it cannot be loaded, and tries again later', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ common: { hello: 'Hello' } });
    const { translator } = make('de', load);
    await expect(translator.changeLanguage('en')).rejects.toThrow('offline');
    expect(translator.translate('hello')).toBe('Hallo');
    await translator.changeLanguage('en');
    expect(translator.translate('hello')).toBe('Hello');
  });

  it('counts a revision for each change that gives new texts', async () => {
    let release: (value: { default: { title: string } }) => void = () => undefined;
    const { translator } = make('en');
    await translator.ready;
    const before = translator.revision;
    translator.addNamespace('feature', {
      de: { title: 'Titel' },
      en: () => new Promise((resolve) => (release = resolve)),
    });
    expect(translator.translate('feature:title')).toBe('Titel');
    release({ default: { title: 'Title' } });
    await translator.settled();
    expect(translator.translate('feature:title')).toBe('Title');
    expect(translator.revision).toBe(before + 1);
  });
});
