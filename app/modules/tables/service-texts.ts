// Issue 31 items 7–9: 'Call waiter' / 'Ask for the bill' on the QR menu, in the guest's language.
// The English is the issue's, word for word; Telugu, Kannada and Hindi are this build's draft (as the
// menu's, issue 18) and want a native speaker's reading.
import type { GuestLanguage } from "~/modules/menu/language-codes";

export const SERVICE_KINDS = ["waiter", "bill"] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];
export const isServiceKind = (v: unknown): v is ServiceKind =>
  typeof v === "string" && (SERVICE_KINDS as readonly string[]).includes(v);

/** At most 6 requests per table in an hour (issue 31 item 7). */
export const SERVICE_LIMIT = { perHour: 6, windowMs: 60 * 60_000 } as const;

/** What a tap led to: sent, one of its kind already open, the hour's limit, or no table known. */
export type ServiceOutcome = "sent" | "already" | "tooMany" | "noTable";

type Key =
  | "heading"
  | "waiter"
  | "bill"
  | "waiterSent"
  | "billSent"
  | "waiterAlready"
  | "billAlready"
  | "tooMany"
  | "noTable"
  | "failed"
  | "back"
  | "sending";

const texts: Record<GuestLanguage, Record<Key, string>> = {
  en: {
    heading: "At your table",
    waiter: "Call waiter",
    bill: "Ask for the bill",
    waiterSent: "A waiter is on the way.",
    billSent: "Your bill is on the way.",
    waiterAlready: "A waiter has already been called and is on the way.",
    billAlready: "Your bill has already been asked for and is on the way.",
    tooMany: "This table has sent 6 requests in the last hour. Please ask any of our staff.",
    noTable: "Scan the QR code on your table to call a waiter from here.",
    failed: "Your request could not be sent. Please try again, or ask any of our staff.",
    back: "Back to the menu",
    sending: "Sending...",
  },
  te: {
    heading: "మీ టేబుల్ వద్ద",
    waiter: "వెయిటర్‌ను పిలవండి",
    bill: "బిల్లు అడగండి",
    waiterSent: "వెయిటర్ వస్తున్నారు.",
    billSent: "మీ బిల్లు వస్తోంది.",
    waiterAlready: "వెయిటర్‌ను ఇప్పటికే పిలిచారు; వారు వస్తున్నారు.",
    billAlready: "బిల్లు ఇప్పటికే అడిగారు; అది వస్తోంది.",
    tooMany: "ఈ టేబుల్ నుండి గత గంటలో 6 అభ్యర్థనలు వచ్చాయి. దయచేసి మా సిబ్బందిని అడగండి.",
    noTable: "ఇక్కడి నుండి వెయిటర్‌ను పిలవడానికి మీ టేబుల్‌పై ఉన్న QR కోడ్‌ను స్కాన్ చేయండి.",
    failed: "మీ అభ్యర్థన పంపలేకపోయాము. దయచేసి మళ్ళీ ప్రయత్నించండి, లేదా మా సిబ్బందిని అడగండి.",
    back: "మెనూకి తిరిగి వెళ్ళండి",
    sending: "పంపుతోంది...",
  },
  kn: {
    heading: "ನಿಮ್ಮ ಟೇಬಲ್‌ನಲ್ಲಿ",
    waiter: "ವೇಟರ್ ಅನ್ನು ಕರೆಯಿರಿ",
    bill: "ಬಿಲ್ ಕೇಳಿ",
    waiterSent: "ವೇಟರ್ ಬರುತ್ತಿದ್ದಾರೆ.",
    billSent: "ನಿಮ್ಮ ಬಿಲ್ ಬರುತ್ತಿದೆ.",
    waiterAlready: "ವೇಟರ್ ಅನ್ನು ಈಗಾಗಲೇ ಕರೆಯಲಾಗಿದೆ; ಅವರು ಬರುತ್ತಿದ್ದಾರೆ.",
    billAlready: "ಬಿಲ್ ಅನ್ನು ಈಗಾಗಲೇ ಕೇಳಲಾಗಿದೆ; ಅದು ಬರುತ್ತಿದೆ.",
    tooMany: "ಈ ಟೇಬಲ್‌ನಿಂದ ಕಳೆದ ಒಂದು ಗಂಟೆಯಲ್ಲಿ 6 ವಿನಂತಿಗಳು ಬಂದಿವೆ. ದಯವಿಟ್ಟು ನಮ್ಮ ಸಿಬ್ಬಂದಿಯನ್ನು ಕೇಳಿ.",
    noTable: "ಇಲ್ಲಿಂದ ವೇಟರ್ ಅನ್ನು ಕರೆಯಲು ನಿಮ್ಮ ಟೇಬಲ್ ಮೇಲಿನ QR ಕೋಡ್ ಅನ್ನು ಸ್ಕ್ಯಾನ್ ಮಾಡಿ.",
    failed: "ನಿಮ್ಮ ವಿನಂತಿಯನ್ನು ಕಳುಹಿಸಲಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ, ಅಥವಾ ನಮ್ಮ ಸಿಬ್ಬಂದಿಯನ್ನು ಕೇಳಿ.",
    back: "ಮೆನುವಿಗೆ ಹಿಂತಿರುಗಿ",
    sending: "ಕಳುಹಿಸಲಾಗುತ್ತಿದೆ...",
  },
  hi: {
    heading: "आपकी टेबल पर",
    waiter: "वेटर को बुलाएँ",
    bill: "बिल माँगें",
    waiterSent: "वेटर आ रहे हैं।",
    billSent: "आपका बिल आ रहा है।",
    waiterAlready: "वेटर को पहले ही बुलाया जा चुका है; वे आ रहे हैं।",
    billAlready: "बिल पहले ही माँगा जा चुका है; वह आ रहा है।",
    tooMany: "इस टेबल से पिछले एक घंटे में 6 अनुरोध आ चुके हैं। कृपया हमारे किसी कर्मचारी से कहें।",
    noTable: "यहाँ से वेटर को बुलाने के लिए अपनी टेबल पर लगा QR कोड स्कैन करें।",
    failed: "आपका अनुरोध भेजा नहीं जा सका। कृपया फिर से कोशिश करें, या हमारे किसी कर्मचारी से कहें।",
    back: "मेनू पर वापस जाएँ",
    sending: "भेजा जा रहा है...",
  },
};

export function serviceText(language: GuestLanguage, key: Key): string {
  return texts[language][key];
}

/** The sentence a guest reads after a tap. */
export function serviceAnswer(language: GuestLanguage, kind: ServiceKind, outcome: ServiceOutcome): string {
  switch (outcome) {
    case "sent":
      return serviceText(language, kind === "waiter" ? "waiterSent" : "billSent");
    case "already":
      return serviceText(language, kind === "waiter" ? "waiterAlready" : "billAlready");
    case "tooMany":
      return serviceText(language, "tooMany");
    case "noTable":
      return serviceText(language, "noTable");
  }
}
