import type { Allergen, SpiceLevel } from "./dish-facts";

/**
 * Issue 29 item 2: the seeded Guntoor dishes' spice level and allergens, from each dish's usual
 * recipe as its description names it (docs/menu.md, "Seeded spice levels and allergens", says how
 * they were decided). `null` is not set: where the recipe changes from day to day (a meals plate's
 * curries), or a common version adds an allergen the description does not name, the fact is left
 * for the kitchen to set rather than guessed. Where a usual version adds an allergen, it is listed:
 * a listed allergen a dish lacks only hides it from one 'Without …' filter; a missing one misleads.
 * Compounded asafoetida (hing) sold in India is usually cut with wheat flour, so dishes whose
 * recipe uses it (dals, sambar, rasam, pulihora, curd rice, podi) list gluten; a tempering (popu)
 * lists mustard. Vegetarian dishes contain no egg (Indian usage: egg is non-vegetarian).
 */
export const seedItemFacts: Record<string, { spice: SpiceLevel | null; allergens: Allergen[] | null }> = {
  // Andhra Meals: the plates' curries change daily, so their allergens are not set.
  "Guntoor Veg Meals": { spice: "hot", allergens: null },
  "Guntoor Non-Veg Meals": { spice: "hot", allergens: null },
  "Mini Veg Meals": { spice: "medium", allergens: null },
  "Chicken Curry Meals": { spice: "hot", allergens: null },
  "Fish Curry Meals": { spice: "hot", allergens: null },
  "Mutton Curry Meals": { spice: "hot", allergens: null },
  "Curd Rice Meals": { spice: "mild", allergens: ["gluten", "milk", "mustard"] },
  // Upma is often made with ghee and cashews: not set until the kitchen says.
  "Pesarattu Upma Combo": { spice: "medium", allergens: null },
  // Andhra Spices
  "Gongura Mutton": { spice: "andhra_hot", allergens: ["mustard"] },
  "Gongura Chicken": { spice: "andhra_hot", allergens: ["mustard"] },
  "Kodi Vepudu": { spice: "hot", allergens: ["tree_nuts", "mustard"] },
  "Mamsam Vepudu": { spice: "hot", allergens: ["mustard"] },
  "Royyala Iguru": { spice: "hot", allergens: ["crustaceans", "mustard"] },
  "Chepala Pulusu": { spice: "hot", allergens: ["fish", "mustard"] },
  "Natu Kodi Pulusu": { spice: "andhra_hot", allergens: ["mustard"] },
  "Gutti Vankaya Kura": { spice: "medium", allergens: ["peanuts", "sesame", "mustard"] },
  "Bendakaya Vepudu": { spice: "medium", allergens: ["peanuts", "mustard"] },
  "Pappu Gongura": { spice: "medium", allergens: ["gluten", "milk", "mustard"] },
  "Kanda Bachali Kura": { spice: "medium", allergens: ["mustard"] },
  // Biryani: marinated in curd and finished with ghee; the salan has peanuts and sesame.
  "Guntoor Chicken Dum Biryani": { spice: "hot", allergens: ["peanuts", "milk", "sesame"] },
  "Mutton Dum Biryani": { spice: "medium", allergens: ["peanuts", "milk", "sesame"] },
  "Ulavacharu Chicken Biryani": { spice: "hot", allergens: ["milk"] },
  "Prawn Biryani": { spice: "medium", allergens: ["crustaceans", "milk"] },
  "Fish Biryani": { spice: "medium", allergens: ["fish", "milk"] },
  "Egg Biryani": { spice: "medium", allergens: ["eggs", "milk"] },
  "Veg Dum Biryani": { spice: "medium", allergens: ["milk"] },
  "Paneer Biryani": { spice: "medium", allergens: ["milk"] },
  "Mushroom Biryani": { spice: "medium", allergens: ["milk"] },
  // Appetizers: batters of maida (wheat), egg and curd; Indo-Chinese sauces of soy (with wheat).
  "Chicken 65": { spice: "hot", allergens: ["gluten", "eggs", "milk"] },
  "Apollo Fish": { spice: "hot", allergens: ["gluten", "eggs", "fish", "soy", "milk"] },
  "Chilli Chicken": { spice: "hot", allergens: ["gluten", "eggs", "soy"] },
  "Loose Prawns": { spice: "medium", allergens: ["gluten", "crustaceans", "eggs"] },
  // Sukka is often finished with ghee: not set.
  "Mutton Sukka": { spice: "hot", allergens: null },
  "Gobi 65": { spice: "hot", allergens: ["gluten", "milk"] },
  "Paneer 65": { spice: "hot", allergens: ["gluten", "milk"] },
  "Baby Corn Pepper Fry": { spice: "medium", allergens: ["gluten", "soy"] },
  "Mirchi Bajji": { spice: "medium", allergens: [] },
  "Chilli Mushroom": { spice: "hot", allergens: ["gluten", "soy"] },
  "Crispy Corn": { spice: "medium", allergens: ["gluten"] },
  // Soup
  "Chicken Rasam Soup": { spice: "hot", allergens: ["gluten", "mustard"] },
  "Mutton Paya Soup": { spice: "medium", allergens: null },
  "Tomato Rasam Soup": { spice: "medium", allergens: ["gluten", "mustard"] },
  "Sweet Corn Veg Soup": { spice: "none", allergens: null },
  "Hot and Sour Chicken Soup": { spice: "hot", allergens: ["gluten", "eggs", "soy"] },
  "Hot and Sour Veg Soup": { spice: "hot", allergens: ["gluten", "soy"] },
  "Manchow Veg Soup": { spice: "medium", allergens: ["gluten", "soy"] },
  // Wok
  "Chicken Manchurian": { spice: "medium", allergens: ["gluten", "eggs", "soy"] },
  "Garlic Prawns": { spice: "medium", allergens: ["gluten", "crustaceans", "soy"] },
  "Chilli Fish": { spice: "hot", allergens: ["gluten", "eggs", "fish", "soy"] },
  "Dragon Chicken": { spice: "hot", allergens: ["gluten", "eggs", "tree_nuts", "soy"] },
  "Veg Manchurian": { spice: "medium", allergens: ["gluten", "soy"] },
  "Chilli Paneer": { spice: "hot", allergens: ["gluten", "soy", "milk"] },
  // Greens are often finished with soy or oyster sauce: not set.
  "Stir-Fried Greens": { spice: "mild", allergens: null },
  "Schezwan Baby Corn": { spice: "hot", allergens: ["gluten", "soy"] },
  // Clay Oven: curd marinades, often with mustard oil.
  "Tandoori Chicken": { spice: "medium", allergens: ["milk", "mustard"] },
  "Chicken Tikka": { spice: "medium", allergens: ["milk", "mustard"] },
  "Guntur Chilli Chicken Kebab": { spice: "andhra_hot", allergens: ["milk"] },
  "Reshmi Kebab": { spice: "mild", allergens: ["eggs", "tree_nuts", "milk"] },
  // Seekh kebabs are bound with egg, gram flour or bread: not set.
  "Mutton Seekh Kebab": { spice: "medium", allergens: null },
  "Tandoori Pomfret": { spice: "medium", allergens: ["fish", "milk", "mustard"] },
  "Paneer Tikka": { spice: "medium", allergens: ["milk", "mustard"] },
  "Tandoori Mushroom": { spice: "medium", allergens: ["milk", "mustard"] },
  // Veg kebab patties are bound with bread, paneer or cashew: not set.
  "Hariyali Veg Kebab": { spice: "mild", allergens: null },
  // Main Course: makhani gravies have cashew paste, butter and cream; the naan served with is wheat.
  "Butter Chicken": { spice: "mild", allergens: ["gluten", "tree_nuts", "milk"] },
  // Chettinad masalas vary (cashew, poppy, coconut): not set.
  "Chicken Chettinad": { spice: "hot", allergens: null },
  "Andhra Chicken Curry": { spice: "hot", allergens: [] },
  "Mutton Rogan Josh": { spice: "medium", allergens: ["milk", "mustard"] },
  "Egg Masala": { spice: "medium", allergens: ["eggs", "mustard"] },
  "Prawn Masala": { spice: "hot", allergens: ["crustaceans", "mustard"] },
  "Paneer Butter Masala": { spice: "mild", allergens: ["gluten", "tree_nuts", "milk"] },
  "Kadai Paneer": { spice: "medium", allergens: ["milk"] },
  "Dal Makhani": { spice: "mild", allergens: ["milk"] },
  "Dal Tadka": { spice: "mild", allergens: ["gluten", "milk"] },
  // Its vegetables and gravy change with the season: not set.
  "Mixed Veg Curry": { spice: "mild", allergens: null },
  "Palak Paneer": { spice: "mild", allergens: ["milk"] },
  // Indian Bread: wheat; naans and parathas with curd, milk, butter or ghee.
  "Butter Naan": { spice: "none", allergens: ["gluten", "milk"] },
  "Garlic Naan": { spice: "none", allergens: ["gluten", "milk"] },
  "Tandoori Roti": { spice: "none", allergens: ["gluten", "milk"] },
  "Laccha Paratha": { spice: "none", allergens: ["gluten", "milk"] },
  Kulcha: { spice: "mild", allergens: ["gluten", "milk"] },
  "Malabar Parotta": { spice: "none", allergens: ["gluten", "milk"] },
  Pulka: { spice: "none", allergens: ["gluten"] },
  // Accompaniments
  "Boondi Raita": { spice: "none", allergens: ["milk"] },
  "Green Salad": { spice: "none", allergens: [] },
  // Papads are often made with hing and spice mixes that vary by maker: not set.
  "Roasted Papad": { spice: "mild", allergens: null },
  "Gongura Pickle": { spice: "andhra_hot", allergens: ["gluten", "mustard", "sesame"] },
  "Avakaya Pickle": { spice: "andhra_hot", allergens: ["mustard", "sesame"] },
  "Kandi Podi with Ghee": { spice: "medium", allergens: ["gluten", "milk"] },
  "Masala Papad": { spice: "mild", allergens: null },
  // Rice & Pulao
  "Steamed Rice": { spice: "none", allergens: [] },
  "Ghee Rice": { spice: "none", allergens: ["tree_nuts", "milk"] },
  "Jeera Rice": { spice: "none", allergens: ["milk"] },
  "Curd Rice": { spice: "none", allergens: ["gluten", "milk", "mustard"] },
  Pulihora: { spice: "medium", allergens: ["gluten", "peanuts", "mustard", "sesame"] },
  "Veg Pulao": { spice: "mild", allergens: ["tree_nuts", "milk"] },
  "Kaju Pulao": { spice: "mild", allergens: ["tree_nuts", "milk"] },
  "Chicken Pulao": { spice: "medium", allergens: ["milk"] },
  // Rice & Noodles: soy sauce (with wheat); noodles are wheat, non-veg ones often with egg.
  "Chicken Fried Rice": { spice: "mild", allergens: ["gluten", "eggs", "soy"] },
  "Egg Fried Rice": { spice: "mild", allergens: ["gluten", "eggs", "soy"] },
  "Prawn Fried Rice": { spice: "mild", allergens: ["gluten", "crustaceans", "eggs", "soy"] },
  "Veg Fried Rice": { spice: "mild", allergens: ["gluten", "soy"] },
  "Chicken Hakka Noodles": { spice: "mild", allergens: ["gluten", "eggs", "soy"] },
  "Veg Hakka Noodles": { spice: "mild", allergens: ["gluten", "soy"] },
  "Schezwan Noodles": { spice: "hot", allergens: ["gluten", "soy"] },
  "Mixed Fried Rice": { spice: "mild", allergens: ["gluten", "crustaceans", "eggs", "soy"] },
  // Desserts
  "Double Ka Meetha": { spice: "none", allergens: ["gluten", "tree_nuts", "milk"] },
  // Dried apricots are usually kept with sulphites.
  "Qubani Ka Meetha": { spice: "none", allergens: ["tree_nuts", "milk", "sulphites"] },
  Pootharekulu: { spice: "none", allergens: ["tree_nuts", "milk"] },
  "Gulab Jamun": { spice: "none", allergens: ["gluten", "milk"] },
  Rasmalai: { spice: "none", allergens: ["tree_nuts", "milk"] },
  Bobbatlu: { spice: "none", allergens: ["gluten", "milk"] },
  Kulfi: { spice: "none", allergens: ["tree_nuts", "milk"] },
  "Chocolate Brownie with Ice Cream": {
    spice: "none",
    allergens: ["gluten", "eggs", "tree_nuts", "soy", "milk"],
  },
  // Non-Alcoholic Beverages
  "Masala Buttermilk": { spice: "mild", allergens: ["gluten", "milk", "mustard"] },
  "Sweet Lassi": { spice: "none", allergens: ["milk"] },
  "Fresh Lime Soda": { spice: "none", allergens: [] },
  "Filter Coffee": { spice: "none", allergens: ["milk"] },
  "Masala Chai": { spice: "none", allergens: ["milk"] },
  "Fresh Watermelon Juice": { spice: "none", allergens: [] },
  "Tender Coconut Water": { spice: "none", allergens: [] },
  "Packaged Drinking Water": { spice: "none", allergens: [] },
  // What is in a soft drink depends on the brand served that day: not set.
  "Soft Drinks": { spice: "none", allergens: null },
  // Signature Mocktails
  "Guntoor Chilli Guava": { spice: "medium", allergens: [] },
  "Gongura Cooler": { spice: "none", allergens: [] },
  "Virgin Mojito": { spice: "none", allergens: [] },
  "Blue Lagoon Mocktail": { spice: "none", allergens: [] },
  // Bottled kokum syrup is usually kept with sodium metabisulphite.
  "Kokum Fizz": { spice: "none", allergens: ["sulphites"] },
  "Mango Panna Cotta Shake": { spice: "none", allergens: ["milk"] },
  // Jaljeera powders often contain hing: not set.
  "Spiced Jaljeera": { spice: "mild", allergens: null },
};
