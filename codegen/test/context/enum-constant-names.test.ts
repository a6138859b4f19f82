// Enum constant names: identifiers in every target language, distinct as written and once Go makes them PascalCase.
import { enumConstantNames } from '../../src/context/build-field';
import { pascal } from '../../src/model/names';

describe('enumConstantNames', () => {
  it('keeps identifier-safe values and rewrites the others', () => {
    expect(enumConstantNames(['open', 'PG-13', '18+', "won't fix"])).toEqual([
      'open',
      'PG_13',
      'V18_',
      'won_t_fix',
    ]);
  });

  it('names a value without an ASCII letter or digit by its position', () => {
    // `___` would be an empty Go constant suffix (pascal drops underscores), `_` a Java keyword.
    expect(enumConstantNames(['open', '已关闭', '男', '!'])).toEqual(['open', 'V2', 'V3', 'V4']);
  });

  it('suffixes the words Java or Python reserve and the fields of the Java enum', () => {
    expect(enumConstantNames(['new', 'default', 'pass', 'None', 'value', 'label', 'open'])).toEqual([
      'new_',
      'default_',
      'pass_',
      'None_',
      'value_',
      'label_',
      'open',
    ]);
  });

  it('gives values that differ only in case or punctuation distinct PascalCase names', () => {
    const names = enumConstantNames(['ACTIVE', 'active', 'Done!', 'done', 'in progress', 'in_progress']);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(names.map(pascal)).size).toBe(names.length);
  });
});
