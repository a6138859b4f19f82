// Name conversions the importer needs to turn SQL names into model names.

const IRREGULAR: Record<string, string> = {
  people: 'person',
  children: 'child',
  men: 'man',
  women: 'woman',
  data: 'data',
  news: 'news',
  series: 'series',
};

export function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** The snake_case name; one starting with a digit (`100rel`, `3d_model`) takes `t_` before it, as pascal() takes `T`. */
export function snake(name: string): string {
  const result = words(name).join('_');
  return /^[0-9]/.test(result) ? `t_${result}` : result;
}

export function pascal(name: string): string {
  const result = words(name).map(cap).join('');
  return /^[0-9]/.test(result) ? `T${result}` : result;
}

export function camel(name: string): string {
  const p = pascal(name);
  return p.charAt(0).toLowerCase() + p.slice(1);
}

export function singularWord(word: string): string {
  const lower = word.toLowerCase();
  if (IRREGULAR[lower]) return IRREGULAR[lower];
  if (/(ss|us|is)$/.test(lower)) return word;
  if (/ies$/.test(lower) && lower.length > 4) return `${word.slice(0, -3)}y`;
  if (/(xes|ches|shes|sses|zes)$/.test(lower)) return word.slice(0, -2);
  if (/s$/.test(lower) && lower.length > 1) return word.slice(0, -1);
  return word;
}

export function pluralWord(word: string): string {
  const lower = word.toLowerCase();
  const irregular = Object.keys(IRREGULAR).find((plural) => IRREGULAR[plural] === lower);
  if (irregular) return irregular;
  if (/(s|x|z|ch|sh)$/.test(lower)) return `${word}es`;
  if (/[^aeiou]y$/.test(lower)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** Singularizes the last word only: `order_items` → `order_item`. */
export function singularName(name: string): string {
  const parts = words(name);
  parts[parts.length - 1] = singularWord(parts[parts.length - 1]);
  return parts.join('_');
}

export function pluralName(name: string): string {
  const parts = words(name);
  parts[parts.length - 1] = pluralWord(parts[parts.length - 1]);
  return parts.join('_');
}
