/**
 * The leadership cards' header colour by department, so a visitor sees at a glance who works
 * together. The about page's words are its entity's (schemas/pages/about.ts).
 */

/** Header colour of a leadership card by department; unknown departments use the brand purple. */
export const DEPARTMENT_COLOURS: Record<string, string> = {
  Operations: '#4f008c',
  Technology: '#1d4ed8',
  'Business Development': '#b3002b',
  General: '#374151',
};
export const departmentColour = (department: string): string => DEPARTMENT_COLOURS[department] ?? '#4f008c';
