/**
 * Issue 18: the Telugu and Hindi names of the 20 most ordered dishes, seeded with the menu and
 * added to an existing menu by migration drizzle/20-menu/0003 (where the owner has not set them).
 * Dish names are mostly transliterated, as restaurants in Andhra Pradesh and North India print them.
 */
export const seedItemNames: Record<string, { te: string; hi: string }> = {
  "Guntoor Chicken Dum Biryani": { te: "గుంటూరు చికెన్ దమ్ బిర్యానీ", hi: "गुंटूर चिकन दम बिरयानी" },
  "Mutton Dum Biryani": { te: "మటన్ దమ్ బిర్యానీ", hi: "मटन दम बिरयानी" },
  "Guntoor Veg Meals": { te: "గుంటూరు శాకాహార భోజనం", hi: "गुंटूर शाकाहारी थाली" },
  "Guntoor Non-Veg Meals": { te: "గుంటూరు మాంసాహార భోజనం", hi: "गुंटूर मांसाहारी थाली" },
  "Gongura Mutton": { te: "గోంగూర మటన్", hi: "गोंगूरा मटन" },
  "Gongura Chicken": { te: "గోంగూర చికెన్", hi: "गोंगूरा चिकन" },
  "Kodi Vepudu": { te: "కోడి వేపుడు", hi: "कोडी वेपुडु" },
  "Chepala Pulusu": { te: "చేపల పులుసు", hi: "चेपला पुलुसु" },
  "Natu Kodi Pulusu": { te: "నాటు కోడి పులుసు", hi: "नाटु कोडी पुलुसु" },
  "Chicken 65": { te: "చికెన్ 65", hi: "चिकन 65" },
  "Mirchi Bajji": { te: "మిర్చి బజ్జీ", hi: "मिर्ची बज्जी" },
  "Paneer Butter Masala": { te: "పనీర్ బటర్ మసాలా", hi: "पनीर बटर मसाला" },
  "Butter Chicken": { te: "బటర్ చికెన్", hi: "बटर चिकन" },
  "Tandoori Chicken": { te: "తందూరీ చికెన్", hi: "तंदूरी चिकन" },
  "Butter Naan": { te: "బటర్ నాన్", hi: "बटर नान" },
  "Pesarattu Upma Combo": { te: "పెసరట్టు ఉప్మా", hi: "पेसरट्टू उपमा" },
  "Curd Rice": { te: "పెరుగు అన్నం", hi: "दही चावल" },
  "Gulab Jamun": { te: "గులాబ్ జామున్", hi: "गुलाब जामुन" },
  "Double Ka Meetha": { te: "డబుల్ కా మీఠా", hi: "डबल का मीठा" },
  "Filter Coffee": { te: "ఫిల్టర్ కాఫీ", hi: "फ़िल्टर कॉफ़ी" },
};

/** A few category labels in the three languages (the rest show in English until the owner adds them). */
export const seedCategoryLabels: Record<string, { te: string; kn: string; hi: string }> = {
  andhraMeals: { te: "ఆంధ్ర భోజనం", kn: "ಆಂಧ್ರ ಊಟ", hi: "आंध्र थाली" },
  biryani: { te: "బిర్యానీ", kn: "ಬಿರಿಯಾನಿ", hi: "बिरयानी" },
  soup: { te: "సూప్", kn: "ಸೂಪ್", hi: "सूप" },
  desserts: { te: "తీపి వంటకాలు", kn: "ಸಿಹಿ ತಿನಿಸುಗಳು", hi: "मिठाइयाँ" },
};
