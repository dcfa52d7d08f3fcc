// Issue 31 "Data" (DPDP Act 2023, s. 5 notice): the privacy notice's part on table bookings and
// table service. English first; Telugu, Kannada and Hindi are this build's draft (as issue 18's)
// and want a native speaker's reading.
import type { GuestLanguage } from "~/modules/menu/language-codes";

export const tablePrivacyTexts: Record<GuestLanguage, { title: string; body: (days: number) => string }> = {
  en: {
    title: "Table bookings and table service",
    body: (days) =>
      `When you book a table on our website we keep your name, mobile number, e-mail (if you give one), the number of guests and your note, for one purpose: a table booking (to hold your table and to reach you about it). When you call a waiter or ask for the bill from the menu at your table, we keep the table, the request and its time with your visitor details, to serve you. We keep both for ${days} ${days === 1 ? "day" : "days"} after the booked day or the request, then delete them. You can ask to see them or to have them deleted as described here.`,
  },
  te: {
    title: "టేబుల్ బుకింగ్‌లు మరియు టేబుల్ సేవ",
    body: (days) =>
      `మీరు మా వెబ్‌సైట్‌లో టేబుల్ బుక్ చేసినప్పుడు మీ పేరు, మొబైల్ నంబర్, ఇ-మెయిల్ (ఇస్తే), అతిథుల సంఖ్య మరియు మీ గమనికను ఒకే ఉద్దేశం కోసం ఉంచుతాము: టేబుల్ బుకింగ్ (మీ టేబుల్‌ను ఉంచడానికి మరియు దాని గురించి మిమ్మల్ని సంప్రదించడానికి). మీ టేబుల్ వద్ద మెనూ నుండి వెయిటర్‌ను పిలిచినప్పుడు లేదా బిల్లు అడిగినప్పుడు, మీకు సేవ చేయడానికి టేబుల్, అభ్యర్థన మరియు దాని సమయాన్ని మీ వివరాలతో ఉంచుతాము. రెండింటినీ బుక్ చేసిన రోజు లేదా అభ్యర్థన తర్వాత ${days} రోజులు ఉంచి, ఆ తర్వాత తొలగిస్తాము. వాటిని చూడమని లేదా తొలగించమని ఇక్కడ చెప్పిన విధంగా అడగవచ్చు.`,
  },
  kn: {
    title: "ಟೇಬಲ್ ಬುಕಿಂಗ್‌ಗಳು ಮತ್ತು ಟೇಬಲ್ ಸೇವೆ",
    body: (days) =>
      `ನೀವು ನಮ್ಮ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಟೇಬಲ್ ಬುಕ್ ಮಾಡಿದಾಗ ನಿಮ್ಮ ಹೆಸರು, ಮೊಬೈಲ್ ಸಂಖ್ಯೆ, ಇ-ಮೇಲ್ (ನೀಡಿದರೆ), ಅತಿಥಿಗಳ ಸಂಖ್ಯೆ ಮತ್ತು ನಿಮ್ಮ ಟಿಪ್ಪಣಿಯನ್ನು ಒಂದೇ ಉದ್ದೇಶಕ್ಕಾಗಿ ಇಟ್ಟುಕೊಳ್ಳುತ್ತೇವೆ: ಟೇಬಲ್ ಬುಕಿಂಗ್ (ನಿಮ್ಮ ಟೇಬಲ್ ಕಾಯ್ದಿರಿಸಲು ಮತ್ತು ಅದರ ಬಗ್ಗೆ ನಿಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಲು). ನಿಮ್ಮ ಟೇಬಲ್‌ನಲ್ಲಿ ಮೆನುವಿನಿಂದ ವೇಟರ್ ಅನ್ನು ಕರೆದಾಗ ಅಥವಾ ಬಿಲ್ ಕೇಳಿದಾಗ, ನಿಮಗೆ ಸೇವೆ ನೀಡಲು ಟೇಬಲ್, ವಿನಂತಿ ಮತ್ತು ಅದರ ಸಮಯವನ್ನು ನಿಮ್ಮ ವಿವರಗಳೊಂದಿಗೆ ಇಟ್ಟುಕೊಳ್ಳುತ್ತೇವೆ. ಎರಡನ್ನೂ ಬುಕ್ ಮಾಡಿದ ದಿನ ಅಥವಾ ವಿನಂತಿಯ ನಂತರ ${days} ದಿನಗಳ ಕಾಲ ಇಟ್ಟು, ನಂತರ ಅಳಿಸುತ್ತೇವೆ. ಅವುಗಳನ್ನು ನೋಡಲು ಅಥವಾ ಅಳಿಸಲು ಇಲ್ಲಿ ಹೇಳಿದಂತೆ ಕೇಳಬಹುದು.`,
  },
  hi: {
    title: "टेबल बुकिंग और टेबल सेवा",
    body: (days) =>
      `जब आप हमारी वेबसाइट पर टेबल बुक करते हैं, तो हम आपका नाम, मोबाइल नंबर, ई-मेल (यदि दें), मेहमानों की संख्या और आपका नोट एक ही उद्देश्य के लिए रखते हैं: टेबल बुकिंग (आपकी टेबल रखने और उसके बारे में आपसे संपर्क करने के लिए)। जब आप अपनी टेबल पर मेनू से वेटर को बुलाते हैं या बिल माँगते हैं, तो आपकी सेवा के लिए हम टेबल, अनुरोध और उसका समय आपके विवरण के साथ रखते हैं। दोनों को बुक किए गए दिन या अनुरोध के बाद ${days} दिन तक रखकर हटा देते हैं। आप उन्हें देखने या हटाने के लिए यहाँ बताए तरीके से कह सकते हैं।`,
  },
};
