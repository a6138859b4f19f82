// 创建模板 (/templates/create): the IDE on a new draft with one example ENTITY file, so the preview shows
// something at once.
import { useState } from 'react';
import { TemplateIde } from '../components/template-ide';
import { newDraft } from '../model';

export default function TemplateCreatePage() {
  const [initial] = useState(newDraft);
  return <TemplateIde initial={initial} />;
}
