// The speaker's mood: a sentence that must not write (negated, hypothetical, advice passed on, an errand for the assistant).

const NEGATED = /(?:^|[,;.]\s*|\b(?:so|but|and)\s+)(?:please\s+)?(?:don'?t|do not|dont|never|no need to|there'?s no need to|stop me from)\s+(?!forget\b|let me forget\b|worry\b|mind\b)(?=(?:add|put|create|make|set|book|schedule|log|save|record|send|delete|remove|cancel|mark|tick|move|change|remind|email|invoice|bill|pitch|draft|update|bother|do)\b)|^(?:please\s+)?(?:don'?t|do not|dont|never|no need to|there'?s no need to|stop me from)\s+(?!forget\b|let me forget\b)|^(?:i|we)\s+(?:don'?t|do not|dont|didn'?t|didnt|won'?t|wont|no longer)\s+(?:need|have|want|wanna|plan|intend)\s+to\b|^(?:i|we)\s+(?:don'?t|do not|dont|didn'?t|won'?t)\s+(?:have|got)\s+(?:a|an|any)\b|^(?:i|we)\s+(?:don'?t|do not|dont)\s+need\s+(?:the|that|this|my)\b.*\b(?:any ?more|no more)\b|^not\s+now\b|\bcancel that\b(?!\s+(?!(?:please|thanks|then|actually|now|ok|okay)\b)[a-z])|^never\s*mind\b|^nevermind\b|^forget (?:it|that|about it)\b|(?:^|[\s,.;])(?:so|actually|then|just|but)?\s*(?:don'?t|do not|dont)(?:\s+(?:bother|do it|worry|add it|log it|save it))?\s*[.!]*$|\b(?:never\s*mind|scratch that|ignore that|forget it)\s*[.!]*$|\b(?:no|nope|actually|wait)[,!.]?\s+leave (?:it|that)(?: (?:then|for now|as it is|alone))?\s*[.!]*$/i;
/**
 * "don't need the call mum reminder anymore, delete it": not needing it is the reason for the removal asked after;
 * "don't bother reminding me about the tour poster anymore" asks for the reminder to go.
 */
const NO_LONGER_NEEDED =
  /^(?:i |we )?(?:really |just )?(?:don'?t|do not|dont|no longer) need\b[^,;.]*[,;.]?\s+(?:so |and |just |please |can you |could you |you can )*(?:delete|remove|cancel|drop|get rid of|erase|scrap|trash|bin|kill|ditch) (?:it|that|this|that one|this one)(?: please)?[.!]*$|^(?:please )?(?:(?:don'?t|do not|dont) (?:bother |need to )?|(?:there'?s )?no need to |you (?:don'?t|do not|dont) need to )(?:remind|reminding|nudge|nudging|ping|pinging) (?:me|us) (?:about|of|to)\b.*\b(?:any ?more|after all)[.!]*$/;
const HYPOTHETICAL = /^(?:what if|if(?! you (?:can|could|don'?t mind)| possible| poss)|suppose|supposing|imagine|hypothetically|in theory|say i|let'?s say|would (?:it|you) be able|how (?:would|do|can|could|should) i|how to|is it possible to|can i|could i|should i|should we|shall we|do you reckon|you reckon we|i wonder|i was wondering (?:if|whether|how)|i might|i may|maybe i(?:'ll| will| should)?|i'?m not sure (?:if|whether)|i'?m thinking (?:of|about)|thinking about|(?:i was|i am|i'?m|we were) (?:just )?thinking (?:maybe|perhaps|that|i|we)\b|i'?m considering|do you think (?:i|we) should|would you)\b/i;

/** "I really should back up the old sessions one of these days": a someday thought about doing, not a request. */
// ("… at some point, just not today", "… somewhere... anyway": put off, or trailing away.)
const MUSING =
  /^(?:i|we)\s+(?:(?:really|probably|honestly|definitely|seriously|genuinely|actually)\s+)*(?:should|ought to|oughta)\b.*\b(?:one day|1 day|one of these days|1 of these days|some ?day|sometime|at some point|eventually|somewhere)(?:[\s,.…]+(?:but|just|though)?\s*(?:just\s+)?not\s+(?:today|now|right now|yet|this week|tonight)(?:\s+though)?)?(?:[\s,.…]+anyway)?\s*[.!]*$/;
/**
 * Venting, not asking: "…, I'm wondering if I should just get a normal job", "I don't even know why I'm telling you
 * this". Anywhere in the sentence.
 */
const VENTING =
  /\b(?:i'?m|i am|i was|we'?re|we are) (?:wondering|thinking|not sure) (?:if|whether) (?:i|we) (?:should|could|ought|might)\b|\b(?:i )?(?:don'?t|do not) (?:even |really )?know why i'?m (?:telling|saying|asking)\b|\bsorry for (?:dumping|ranting|venting|unloading)\b|\bjust (?:venting|ranting)\b/;

/**
 * Advice someone else gave, passed on ("my manager says I should add more gigs", "Jo told me to call the venue",
 * "someone suggested emailing more stations"): what they think should be done, not a request to Sunshine. The
 * speaker's own "I think I should …" and a command that starts the sentence ("remind me that Jo said …") are not.
 */
const REPORTED =
  /^(?:(?!(?:i|we|you|remind|add|put|make|note|write|save|log|remember|tell|email|text|jot|create|set|mark|please|can|could|would|will|don'?t|do|did|does|what|who|when|how|why|where|which)\b)(?:[\w'.-]+\s+){1,6}?(?:(?:says|said|say|thinks|thought|think|reckons|reckoned|reckon|feels|felt|(?:keeps|keep|kept) (?:saying|telling (?:me|us))|(?:is|are|was|were) saying|mentioned|insists|insisted|(?:told|tells) (?:me|us))\s+(?:that\s+)?(?:i|we)\s+(?:really\s+)?(?:should|ought to|need to|must|have to|could|might want to|'d better|had better|better|gotta)|(?:told|tells|advised|advises|asked|asks|wants|wanted|reminded|urged|encouraged|begged|(?:keeps|keep|kept) telling)\s+(?:me|us)\s+to|(?:says|said)\s+to|(?:suggested|suggests|suggest|recommended|recommends|recommend|proposed|proposes))|(?:apparently|supposedly|allegedly)\s+(?:i|we)\s+(?:should|ought to|need to|must|have to|'d better|had better|better))\b/;
/**
 * An errand for the assistant itself, which no tool runs: "book me a flight to Berlin", "can you order me a pizza",
 * "call the venue for me". Said in the owner's own voice ("book the rehearsal room friday") it is a to-do instead.
 * ("could you remind me about things by text?": a way of being reminded asked for, which no tool sends.)
 */
const ERRAND =
  /^(?:(?:so|ok|okay|hey|oh|and|please|pls|just)\s+)*(?:(?:can|could|would|will) (?:you|u)\s+(?:please\s+|just\s+)*)?(?:(?:book|buy|order|reserve|fetch|grab)\s+(?:me|us)\s+(?:a|an|some|the|my|two|three|\d+|tickets?|flights?|seats?|tables?|taxis?|cabs?)\b|(?:call|ring|phone)\s+(?:\S+\s+){1,4}?for (?:me|us)\b)|^(?:(?:so|ok|okay|hey|and)\s+)*(?:(?:can|could|would|will) (?:you|u)\s+)?(?:please\s+)?(?:remind|notify|alert|ping|nudge|message)\s+(?:me|us)(?:\s+(?:about|of)(?:\s+\S+){1,3})?\s+(?:by|via|over|through|on|with)\s+(?:a\s+)?(?:text(?: messages?)?|texts|sms|whatsapp|telegram|signal|e-?mail)\s*[?.!]*$/;
/**
 * Asking for an opinion at the end ("should we move the gig, what do you reckon", "… thoughts?"): the speaker wants
 * a view on the plan before anything is changed. ("I should practise more, shouldn't I": a question tagged on asks
 * to be agreed with, not to write anything; "…, won't you" asks the assistant, and is a request.)
 */
const ASKS_OPINION =
  /(?:^|[,;.?!-]\s*|\s)(?:so\s+)?(?:what do (?:you|u) (?:reckon|think)|what(?:'s| is) your (?:take|view|opinion)|(?:any )?thoughts|(?:do )?(?:you|u) reckon|wdyt|good idea|yes or no|don'?t (?:you|u) think|(?:shouldn'?t|oughtn'?t|mustn'?t|don'?t|isn'?t|aren'?t|haven'?t|hasn'?t|wouldn'?t) (?:i|we|it))\s*[?.!]*$/;
/**
 * A try that did not reach anyone ("I called KEXP but they didn't pick up", "couldn't get through", "went to
 * voicemail"): nothing happened that could be recorded.
 */
const ATTEMPT_FAILED =
  /\b(?:(?:didn'?t|did not|wouldn'?t|would not)\s+(?:pick(?:ed)?\s+up|answer)|(?:nobody|no one|noone)\s+(?:picked up|answered)|(?:couldn'?t|could not|can'?t|cannot)\s+get\s+through|went (?:straight )?to (?:voicemail|voice mail|the machine)|rang out)\b/;
/**
 * A request taken back at its end ("I should add a task for this but I'll just remember it", "… but not yet", "I
 * ought to add a reminder but I'll do it myself"): nothing is to be written.
 */
const PUT_OFF =
  /\bbut\s+(?:i'?ll|i will|i can|we'?ll|we will)\s+(?:just\s+|probably\s+)?(?:remember(?:\s+(?:it|that|this))?|keep (?:it|that|this) in (?:my|our) heads?)\b|\bbut\s+(?:not (?:yet|right now|just yet)|maybe not|no need|(?:i'?m|i am|we'?re|we are) not (?:sure|certain)(?: (?:yet|about (?:it|that)))?)\s*[.!]*$|^(?:i|we)\s+(?:(?:really|probably|should probably)\s+)?(?:should|ought to|oughta)\b.*\bbut\s+(?:i'?ll|we'?ll|i will|we will)\s+(?:just\s+)?(?:do|handle|sort|manage)\s+(?:it|that|this)\b/;
/** A request said after the advice passed on: "…, add that as a task", "… so can you put it in". */
const REQUEST_AFTER =
  /(?:[,;.!]\s*|\b(?:so|and then)\s+)(?:so |and |then |ok |okay |just )*(?:(?:can|could|would|will) (?:you|u)\b|please\b|(?:put|add|make|set|create|remind|log|save|book|schedule|note|jot|pop|stick|write|mark|move|pencil)\s+(?:it|that|this|in|down|me|a|an|the)\b)/;

/**
 * The sentence without an e-mail's words dictated at its end (", message Hi {{name}}, would you play it?", "and the
 * text: …", ", saying Hi …", ", saying: Hi …"): a question mark there is the e-mail's, not a question to Sunshine.
 */
export const undictated = (text: string) =>
  text.replace(/(?:,\s*|\b(?:and|with) (?:the )?)(?:(?:message|text|body|email text|email body|template)\b\s*(?::|is|reads|saying)?|saying|that says)\s*:?\s+\S.*$/is, "");

/** "don't add…", "I don't need to…", "never mind" (`lower`: the sentence in lower case): nothing may be written. */
export const saysNegated = (lower: string) => NEGATED.test(lower.trim()) && !NO_LONGER_NEEDED.test(lower.trim());

/** "book me a flight", "call the venue for me": asks the assistant to run an errand no tool runs. */
export const asksErrand = (lower: string): boolean => ERRAND.test(lower.trim());

/** "what if I…", "should I…", "how do I…", "my manager says I should…": a thought about doing, not a command. */
export function saysHypothetical(lower: string, text: string): boolean {
  const l = lower.trim();
  if ((REPORTED.test(l) || MUSING.test(l) || VENTING.test(l) || ASKS_OPINION.test(l) || ATTEMPT_FAILED.test(l) || PUT_OFF.test(l)) && !REQUEST_AFTER.test(text.toLowerCase())) return true;
  return HYPOTHETICAL.test(l) && !/^(?:can|could|would|will) you\b/.test(l);
}
