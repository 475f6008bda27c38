/**
 * The site's terms in Arabic: one rendering each, so a reader meets the same word for the same thing
 * on every page. `avoid` lists the renderings the site has used and does not use any more; the test
 * of the Arabic words (tests/schemas/arabic-glossary.test.ts) refuses them in every Arabic default
 * and seed document. A translator adds a term here before writing it a new way.
 */

export interface GlossaryTerm {
  /** The English term. */
  en: string;
  /** Its one Arabic rendering (a name kept in Latin letters is written as it is). */
  ar: string;
  /** Other renderings, refused. */
  avoid: readonly string[];
}

export const GLOSSARY_AR: readonly GlossaryTerm[] = [
  { en: 'API', ar: 'واجهة API', avoid: ['واجهة برمجة التطبيقات', 'واجهات برمجة التطبيقات', 'برمجة تطبيقات'] },
  {
    en: 'real-time',
    ar: 'لحظي',
    avoid: ['الوقت الفعلي', 'الوقت الحقيقي', 'الزمن الحقيقي', 'التحديثات الفورية'],
  },
  { en: 'backend', ar: 'الأنظمة الخلفية', avoid: ['الواجهة الخلفية'] },
  { en: 'cloud security', ar: 'أمن السحابة', avoid: ['الأمن السحابي', 'أمان السحابة'] },
  // 'مفاتيح الأمان' (security keys, FIDO2) is the product's own name.
  { en: 'security', ar: 'الأمن', avoid: ['الأمان(?! FIDO2)'] },
  { en: 'workloads', ar: 'أعباء العمل', avoid: ['أحمال العمل'] },
  { en: 'Contact', ar: 'تواصل معنا', avoid: ['^اتصل بنا$'] },
  { en: 'WhatsApp', ar: 'WhatsApp', avoid: ['واتساب', 'واتس اب'] },
  { en: 'technology', ar: 'التقنية', avoid: ['التكنولوجيا', 'تكنولوجيا'] },
  { en: 'implementation (SAP)', ar: 'تنفيذ SAP', avoid: ['تطبيق SAP'] },
  { en: 'trade-offs', ar: 'المفاضلات', avoid: ['الموازنات(?! الأحمال)'] },
  { en: 'over-the-air updates', ar: 'تحديثات لاسلكية عن بُعد', avoid: ['عبر الهواء'] },
  { en: 'Let us …', ar: '(a verb of our own: «نتولى»، «لنتولَّ»)', avoid: ['دعنا', 'دعونا'] },
  { en: 'in mind', ar: '(«تخطط لـ»، «تفكر في»)', avoid: ['في ذهنك'] },
];

/** House style: tanween on the letter before alif («ًا»), and «» for quotation marks. */
export const HOUSE_STYLE_AVOID: readonly { rule: string; pattern: string }[] = [
  { rule: 'tanween is written «ًا», not «اً»', pattern: '\u0627\u064B' },
  { rule: 'quotation marks are «», not “”', pattern: '[\u201C\u201D]' },
];
