// The guest's name title (spec 001 §3 guest profile name.title, §7 user title): one of the
// platform's title codes (MR, MRS, MS…), or none. Which codes exist is the platform's to
// say (userTitles); the form offers its list, and the platform refuses another code.

const TITLE_CODE = /^[A-Za-z]{2,6}$/

/** What is wrong with a title as sent, or null ('' is none, which is allowed). */
export const userTitleProblem = (title: string): 'titleInvalid' | null => (title === '' || TITLE_CODE.test(title) ? null : 'titleInvalid')
