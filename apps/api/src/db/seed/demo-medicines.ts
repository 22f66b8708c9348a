/**
 * The demo formulary: common Bangladeshi brands, written for the demo from what pharmacies in Dhaka stock (brand,
 * generic, strength, form, manufacturer). It is demo data, not a reference list: strengths and makers are plausible,
 * not checked against the drug regulator's register. Kept as a CSV text so the demo seed loads it through the
 * product's own import (medicine-import.ts), as a hospital loads its list.
 */
export const DEMO_MEDICINES_CSV = `brand,generic,strength,form,manufacturer
Napa,Paracetamol,500 mg,tablet,Beximco Pharmaceuticals
Napa,Paracetamol,120 mg/5 ml,suspension,Beximco Pharmaceuticals
Napa,Paracetamol,80 mg/ml,drops,Beximco Pharmaceuticals
Napa,Paracetamol,125 mg,suppository,Beximco Pharmaceuticals
Napa,Paracetamol,250 mg,suppository,Beximco Pharmaceuticals
Napa Extra,Paracetamol + Caffeine,500 mg + 65 mg,tablet,Beximco Pharmaceuticals
Napa Extend,Paracetamol,665 mg,tablet,Beximco Pharmaceuticals
Ace,Paracetamol,500 mg,tablet,Square Pharmaceuticals
Ace,Paracetamol,120 mg/5 ml,syrup,Square Pharmaceuticals
Ace,Paracetamol,80 mg/ml,drops,Square Pharmaceuticals
Ace,Paracetamol,125 mg,suppository,Square Pharmaceuticals
Ace Plus,Paracetamol + Caffeine,500 mg + 65 mg,tablet,Square Pharmaceuticals
Renova,Paracetamol,500 mg,tablet,Opsonin Pharma
Fast,Paracetamol,500 mg,tablet,Acme Laboratories
Fast,Paracetamol,120 mg/5 ml,syrup,Acme Laboratories
Xpa,Paracetamol,500 mg,tablet,Incepta Pharmaceuticals
Seclo,Omeprazole,20 mg,capsule,Square Pharmaceuticals
Seclo,Omeprazole,40 mg,capsule,Square Pharmaceuticals
Seclo,Omeprazole,40 mg,injection,Square Pharmaceuticals
Losectil,Omeprazole,20 mg,capsule,Eskayef Pharmaceuticals
Losectil,Omeprazole,40 mg,capsule,Eskayef Pharmaceuticals
Omep,Omeprazole,20 mg,capsule,Acme Laboratories
Maxpro,Esomeprazole,20 mg,tablet,Renata Limited
Maxpro,Esomeprazole,40 mg,tablet,Renata Limited
Maxpro,Esomeprazole,40 mg,injection,Renata Limited
Sergel,Esomeprazole,20 mg,capsule,Healthcare Pharmaceuticals
Sergel,Esomeprazole,40 mg,capsule,Healthcare Pharmaceuticals
Sergel,Esomeprazole,40 mg,injection,Healthcare Pharmaceuticals
Nexum,Esomeprazole,20 mg,tablet,Square Pharmaceuticals
Nexum,Esomeprazole,40 mg,tablet,Square Pharmaceuticals
Esonix,Esomeprazole,20 mg,capsule,Incepta Pharmaceuticals
Esonix,Esomeprazole,40 mg,capsule,Incepta Pharmaceuticals
Pantonix,Pantoprazole,20 mg,tablet,Incepta Pharmaceuticals
Pantonix,Pantoprazole,40 mg,tablet,Incepta Pharmaceuticals
Pantonix,Pantoprazole,40 mg,injection,Incepta Pharmaceuticals
Pantobex,Pantoprazole,20 mg,tablet,Beximco Pharmaceuticals
Pantobex,Pantoprazole,40 mg,tablet,Beximco Pharmaceuticals
Protonil,Pantoprazole,40 mg,tablet,Aristopharma
Rabe,Rabeprazole,20 mg,tablet,Square Pharmaceuticals
Finix,Rabeprazole,20 mg,tablet,Opsonin Pharma
Neoceptin R,Ranitidine,150 mg,tablet,Beximco Pharmaceuticals
Famotid,Famotidine,20 mg,tablet,Square Pharmaceuticals
Famotid,Famotidine,40 mg,tablet,Square Pharmaceuticals
Entacyd Plus,Aluminium Hydroxide + Magnesium Hydroxide + Simethicone,,suspension,Square Pharmaceuticals
Entacyd Plus,Aluminium Hydroxide + Magnesium Hydroxide + Simethicone,,tablet,Square Pharmaceuticals
Antacid Plus,Aluminium Hydroxide + Magnesium Hydroxide + Simethicone,,suspension,Acme Laboratories
Flatameal DS,Aluminium Hydroxide + Magnesium Hydroxide + Simethicone,,suspension,Eskayef Pharmaceuticals
Motigut,Domperidone,10 mg,tablet,Square Pharmaceuticals
Motigut,Domperidone,5 mg/5 ml,suspension,Square Pharmaceuticals
Omidon,Domperidone,10 mg,tablet,Incepta Pharmaceuticals
Omidon,Domperidone,5 mg/5 ml,suspension,Incepta Pharmaceuticals
Deflux,Domperidone,10 mg,tablet,Beximco Pharmaceuticals
Emistat,Ondansetron,8 mg,tablet,Square Pharmaceuticals
Emistat,Ondansetron,8 mg/4 ml,injection,Square Pharmaceuticals
Ondan,Ondansetron,4 mg,tablet,Incepta Pharmaceuticals
Ondan,Ondansetron,8 mg,tablet,Incepta Pharmaceuticals
Vomistop,Domperidone,10 mg,tablet,Acme Laboratories
Algin,Tiemonium Methylsulphate,50 mg,tablet,Square Pharmaceuticals
Algin,Tiemonium Methylsulphate,5 mg/2 ml,injection,Square Pharmaceuticals
Viscral,Tiemonium Methylsulphate,50 mg,tablet,Incepta Pharmaceuticals
Colospa,Mebeverine,135 mg,tablet,Square Pharmaceuticals
Normanal,Mebeverine,135 mg,tablet,Aristopharma
Imotil,Loperamide,2 mg,capsule,Square Pharmaceuticals
Orsaline-N,Oral Rehydration Salts,,powder,SMC Enterprise
Zinc B,Zinc Sulphate,20 mg,tablet,Square Pharmaceuticals
Zinc B,Zinc Sulphate,10 mg/5 ml,syrup,Square Pharmaceuticals
Avolac,Lactulose,3.35 g/5 ml,solution,Aristopharma
Osmolax,Lactulose,3.35 g/5 ml,solution,Beximco Pharmaceuticals
Fexo,Fexofenadine,60 mg,tablet,Square Pharmaceuticals
Fexo,Fexofenadine,120 mg,tablet,Square Pharmaceuticals
Fexo,Fexofenadine,180 mg,tablet,Square Pharmaceuticals
Fexo,Fexofenadine,30 mg/5 ml,suspension,Square Pharmaceuticals
Telfast,Fexofenadine,120 mg,tablet,Sanofi Bangladesh
Telfast,Fexofenadine,180 mg,tablet,Sanofi Bangladesh
Fenadin,Fexofenadine,120 mg,tablet,Renata Limited
Fenadin,Fexofenadine,180 mg,tablet,Renata Limited
Alatrol,Cetirizine,10 mg,tablet,Square Pharmaceuticals
Alatrol,Cetirizine,5 mg/5 ml,syrup,Square Pharmaceuticals
Atrizin,Cetirizine,10 mg,tablet,Incepta Pharmaceuticals
Atrizin,Cetirizine,5 mg/5 ml,syrup,Incepta Pharmaceuticals
Cetizin,Cetirizine,10 mg,tablet,Opsonin Pharma
Deslor,Desloratadine,5 mg,tablet,Square Pharmaceuticals
Deslor,Desloratadine,2.5 mg/5 ml,syrup,Square Pharmaceuticals
Desora,Desloratadine,5 mg,tablet,Incepta Pharmaceuticals
Rupa,Rupatadine,10 mg,tablet,Square Pharmaceuticals
Histacin,Chlorpheniramine Maleate,4 mg,tablet,Jayson Pharmaceuticals
Monas,Montelukast,4 mg,tablet,Acme Laboratories
Monas,Montelukast,5 mg,tablet,Acme Laboratories
Monas,Montelukast,10 mg,tablet,Acme Laboratories
Montene,Montelukast,4 mg,tablet,Beximco Pharmaceuticals
Montene,Montelukast,10 mg,tablet,Beximco Pharmaceuticals
Odmon,Montelukast,10 mg,tablet,Incepta Pharmaceuticals
Provair,Montelukast,10 mg,tablet,Square Pharmaceuticals
Azmasol,Salbutamol,100 mcg/puff,inhaler,Beximco Pharmaceuticals
Sultolin,Salbutamol,2 mg,tablet,Square Pharmaceuticals
Sultolin,Salbutamol,2 mg/5 ml,syrup,Square Pharmaceuticals
Sultolin,Salbutamol,100 mcg/puff,inhaler,Square Pharmaceuticals
Brodil,Salbutamol,2 mg/5 ml,syrup,Incepta Pharmaceuticals
Windel Plus,Ipratropium + Salbutamol,0.5 mg + 2.5 mg,solution,Incepta Pharmaceuticals
Bexitrol F,Salmeterol + Fluticasone,25/125 mcg,inhaler,Beximco Pharmaceuticals
Bexitrol F,Salmeterol + Fluticasone,25/250 mcg,inhaler,Beximco Pharmaceuticals
Ticamet,Salmeterol + Fluticasone,25/250 mcg,inhaler,Square Pharmaceuticals
Tofen,Ketotifen,1 mg,tablet,Beximco Pharmaceuticals
Tofen,Ketotifen,1 mg/5 ml,syrup,Beximco Pharmaceuticals
Ketifen,Ketotifen,1 mg,tablet,Square Pharmaceuticals
Doxiva,Doxofylline,200 mg,tablet,Beximco Pharmaceuticals
Doxiva,Doxofylline,400 mg,tablet,Beximco Pharmaceuticals
Tusca,Dextromethorphan + Guaifenesin,,syrup,Beximco Pharmaceuticals
Adovas,Adhatoda Vasica,,syrup,Square Pharmaceuticals
Mucolyt,Ambroxol,15 mg/5 ml,syrup,Square Pharmaceuticals
Ambrox,Ambroxol,15 mg/5 ml,syrup,Acme Laboratories
Ambrox,Ambroxol,30 mg,tablet,Acme Laboratories
Azithrocin,Azithromycin,250 mg,tablet,Beximco Pharmaceuticals
Azithrocin,Azithromycin,500 mg,tablet,Beximco Pharmaceuticals
Azithrocin,Azithromycin,200 mg/5 ml,suspension,Beximco Pharmaceuticals
Zimax,Azithromycin,250 mg,capsule,Square Pharmaceuticals
Zimax,Azithromycin,500 mg,tablet,Square Pharmaceuticals
Zimax,Azithromycin,200 mg/5 ml,suspension,Square Pharmaceuticals
Tridosil,Azithromycin,500 mg,tablet,Incepta Pharmaceuticals
Tridosil,Azithromycin,200 mg/5 ml,suspension,Incepta Pharmaceuticals
Azin,Azithromycin,500 mg,tablet,Acme Laboratories
Zithrin,Azithromycin,500 mg,tablet,Renata Limited
Ceftron,Ceftriaxone,1 g,injection,Square Pharmaceuticals
Ceftron,Ceftriaxone,500 mg,injection,Square Pharmaceuticals
Ceftron,Ceftriaxone,2 g,injection,Square Pharmaceuticals
Traxon,Ceftriaxone,1 g,injection,Opsonin Pharma
Axon,Ceftriaxone,1 g,injection,Acme Laboratories
Cef-3,Cefixime,200 mg,capsule,Square Pharmaceuticals
Cef-3,Cefixime,400 mg,capsule,Square Pharmaceuticals
Cef-3,Cefixime,100 mg/5 ml,suspension,Square Pharmaceuticals
Triocim,Cefixime,200 mg,capsule,Beximco Pharmaceuticals
Triocim,Cefixime,400 mg,capsule,Beximco Pharmaceuticals
Triocim,Cefixime,100 mg/5 ml,suspension,Beximco Pharmaceuticals
Roxim,Cefuroxime,250 mg,tablet,Square Pharmaceuticals
Roxim,Cefuroxime,500 mg,tablet,Square Pharmaceuticals
Roxim,Cefuroxime,125 mg/5 ml,suspension,Square Pharmaceuticals
Roxim,Cefuroxime,750 mg,injection,Square Pharmaceuticals
Kilbac,Cefuroxime,250 mg,tablet,Incepta Pharmaceuticals
Kilbac,Cefuroxime,500 mg,tablet,Incepta Pharmaceuticals
Sefur,Cefuroxime,500 mg,tablet,Beximco Pharmaceuticals
Cefotil,Cefuroxime,500 mg,tablet,Healthcare Pharmaceuticals
Ceporin,Cephradine,500 mg,capsule,Eskayef Pharmaceuticals
Sinaceph,Cephradine,500 mg,capsule,Square Pharmaceuticals
Sinaceph,Cephradine,125 mg/5 ml,suspension,Square Pharmaceuticals
Cefim-3,Cefixime,200 mg,capsule,Eskayef Pharmaceuticals
Moxacil,Amoxicillin,250 mg,capsule,Square Pharmaceuticals
Moxacil,Amoxicillin,500 mg,capsule,Square Pharmaceuticals
Moxacil,Amoxicillin,125 mg/5 ml,suspension,Square Pharmaceuticals
Tycil,Amoxicillin,500 mg,capsule,Beximco Pharmaceuticals
Fimoxyclav,Amoxicillin + Clavulanic Acid,375 mg,tablet,Square Pharmaceuticals
Fimoxyclav,Amoxicillin + Clavulanic Acid,625 mg,tablet,Square Pharmaceuticals
Fimoxyclav,Amoxicillin + Clavulanic Acid,1 g,tablet,Square Pharmaceuticals
Fimoxyclav,Amoxicillin + Clavulanic Acid,312.5 mg/5 ml,suspension,Square Pharmaceuticals
Moxaclav,Amoxicillin + Clavulanic Acid,625 mg,tablet,Beximco Pharmaceuticals
Clavusef,Amoxicillin + Clavulanic Acid,625 mg,tablet,Eskayef Pharmaceuticals
Flubex,Flucloxacillin,500 mg,capsule,Beximco Pharmaceuticals
Flubex,Flucloxacillin,125 mg/5 ml,suspension,Beximco Pharmaceuticals
Phylopen,Flucloxacillin,500 mg,capsule,Square Pharmaceuticals
Ciprocin,Ciprofloxacin,250 mg,tablet,Square Pharmaceuticals
Ciprocin,Ciprofloxacin,500 mg,tablet,Square Pharmaceuticals
Ciprocin,Ciprofloxacin,750 mg,tablet,Square Pharmaceuticals
Neofloxin,Ciprofloxacin,500 mg,tablet,Beximco Pharmaceuticals
Cipro-A,Ciprofloxacin,500 mg,tablet,Acme Laboratories
Levox,Levofloxacin,500 mg,tablet,Square Pharmaceuticals
Levox,Levofloxacin,750 mg,tablet,Square Pharmaceuticals
Leo,Levofloxacin,500 mg,tablet,Incepta Pharmaceuticals
Evo,Levofloxacin,500 mg,tablet,Beximco Pharmaceuticals
Doxicap,Doxycycline,100 mg,capsule,Eskayef Pharmaceuticals
Doxin,Doxycycline,100 mg,capsule,Square Pharmaceuticals
Amodis,Metronidazole,400 mg,tablet,Square Pharmaceuticals
Amodis,Metronidazole,200 mg/5 ml,suspension,Square Pharmaceuticals
Amodis,Metronidazole,500 mg/100 ml,injection,Square Pharmaceuticals
Flagyl,Metronidazole,400 mg,tablet,Sanofi Bangladesh
Filmet,Metronidazole,400 mg,tablet,Beximco Pharmaceuticals
Filmet,Metronidazole,200 mg/5 ml,suspension,Beximco Pharmaceuticals
Nitrofurantoin,Nitrofurantoin,100 mg,capsule,Opsonin Pharma
Furadantin,Nitrofurantoin,100 mg,capsule,Square Pharmaceuticals
Clarin,Clarithromycin,250 mg,tablet,Square Pharmaceuticals
Clarin,Clarithromycin,500 mg,tablet,Square Pharmaceuticals
Meropen,Meropenem,500 mg,injection,Square Pharmaceuticals
Meropen,Meropenem,1 g,injection,Square Pharmaceuticals
Fluconal,Fluconazole,50 mg,capsule,Square Pharmaceuticals
Fluconal,Fluconazole,150 mg,capsule,Square Pharmaceuticals
Flugal,Fluconazole,150 mg,capsule,Incepta Pharmaceuticals
Itra,Itraconazole,100 mg,capsule,Square Pharmaceuticals
Onitraz,Itraconazole,100 mg,capsule,Beximco Pharmaceuticals
Terbin,Terbinafine,250 mg,tablet,Square Pharmaceuticals
Terbin,Terbinafine,1%,cream,Square Pharmaceuticals
Fungidal,Miconazole,2%,cream,Square Pharmaceuticals
Fungidal,Miconazole,2%,gel,Square Pharmaceuticals
Clotrim,Clotrimazole,1%,cream,Square Pharmaceuticals
Candid,Clotrimazole,1%,cream,Glenmark
Candid,Clotrimazole,1%,powder,Glenmark
Ketocon,Ketoconazole,2%,cream,Square Pharmaceuticals
Acifix,Aciclovir,400 mg,tablet,Beximco Pharmaceuticals
Acifix,Aciclovir,5%,cream,Beximco Pharmaceuticals
Virux,Aciclovir,400 mg,tablet,Square Pharmaceuticals
Virux,Aciclovir,5%,cream,Square Pharmaceuticals
Ivera,Ivermectin,6 mg,tablet,Square Pharmaceuticals
Alben,Albendazole,400 mg,tablet,Eskayef Pharmaceuticals
Alben,Albendazole,200 mg/5 ml,suspension,Eskayef Pharmaceuticals
Almex,Albendazole,400 mg,tablet,Square Pharmaceuticals
Almex,Albendazole,200 mg/5 ml,suspension,Square Pharmaceuticals
Ermox,Mebendazole,100 mg,tablet,Square Pharmaceuticals
Amdocal,Amlodipine,5 mg,tablet,Beximco Pharmaceuticals
Amdocal,Amlodipine,10 mg,tablet,Beximco Pharmaceuticals
Camlodin,Amlodipine,5 mg,tablet,Square Pharmaceuticals
Camlodin,Amlodipine,10 mg,tablet,Square Pharmaceuticals
Amlovas,Amlodipine,5 mg,tablet,Incepta Pharmaceuticals
Osartil,Losartan Potassium,25 mg,tablet,Incepta Pharmaceuticals
Osartil,Losartan Potassium,50 mg,tablet,Incepta Pharmaceuticals
Osartil,Losartan Potassium,100 mg,tablet,Incepta Pharmaceuticals
Angilock,Losartan Potassium,25 mg,tablet,Square Pharmaceuticals
Angilock,Losartan Potassium,50 mg,tablet,Square Pharmaceuticals
Losartas,Losartan Potassium,50 mg,tablet,Beximco Pharmaceuticals
Osartil Plus,Losartan Potassium + Hydrochlorothiazide,50 mg + 12.5 mg,tablet,Incepta Pharmaceuticals
Angilock Plus,Losartan Potassium + Hydrochlorothiazide,50 mg + 12.5 mg,tablet,Square Pharmaceuticals
Bizoran,Olmesartan + Amlodipine,20 mg + 5 mg,tablet,Beximco Pharmaceuticals
Bizoran,Olmesartan + Amlodipine,40 mg + 5 mg,tablet,Beximco Pharmaceuticals
Olmesan,Olmesartan,20 mg,tablet,Square Pharmaceuticals
Olmesan,Olmesartan,40 mg,tablet,Square Pharmaceuticals
Olmetec,Olmesartan,20 mg,tablet,Incepta Pharmaceuticals
Telmisan,Telmisartan,40 mg,tablet,Square Pharmaceuticals
Telmisan,Telmisartan,80 mg,tablet,Square Pharmaceuticals
Valzan,Valsartan,80 mg,tablet,Square Pharmaceuticals
Valzan,Valsartan,160 mg,tablet,Square Pharmaceuticals
Bisocor,Bisoprolol,2.5 mg,tablet,Beximco Pharmaceuticals
Bisocor,Bisoprolol,5 mg,tablet,Beximco Pharmaceuticals
Concor,Bisoprolol,2.5 mg,tablet,Incepta Pharmaceuticals
Concor,Bisoprolol,5 mg,tablet,Incepta Pharmaceuticals
Tenoren,Atenolol,50 mg,tablet,Acme Laboratories
Metocard,Metoprolol,25 mg,tablet,Square Pharmaceuticals
Metocard,Metoprolol,50 mg,tablet,Square Pharmaceuticals
Nebilol,Nebivolol,5 mg,tablet,Square Pharmaceuticals
Frusin,Furosemide,40 mg,tablet,Square Pharmaceuticals
Frusin,Furosemide,20 mg/2 ml,injection,Square Pharmaceuticals
Lasix,Furosemide,40 mg,tablet,Sanofi Bangladesh
Aldactone,Spironolactone,25 mg,tablet,Square Pharmaceuticals
Ecosprin,Aspirin,75 mg,tablet,Acme Laboratories
Disprin CV,Aspirin,100 mg,tablet,Reckitt Benckiser
Clopid,Clopidogrel,75 mg,tablet,Beximco Pharmaceuticals
Lopirel,Clopidogrel,75 mg,tablet,Square Pharmaceuticals
Anclog,Clopidogrel,75 mg,tablet,Incepta Pharmaceuticals
Atova,Atorvastatin,10 mg,tablet,Beximco Pharmaceuticals
Atova,Atorvastatin,20 mg,tablet,Beximco Pharmaceuticals
Atova,Atorvastatin,40 mg,tablet,Beximco Pharmaceuticals
Lipicon,Atorvastatin,10 mg,tablet,Square Pharmaceuticals
Lipicon,Atorvastatin,20 mg,tablet,Square Pharmaceuticals
Atorin,Atorvastatin,10 mg,tablet,Opsonin Pharma
Rosuva,Rosuvastatin,5 mg,tablet,Square Pharmaceuticals
Rosuva,Rosuvastatin,10 mg,tablet,Square Pharmaceuticals
Rosuva,Rosuvastatin,20 mg,tablet,Square Pharmaceuticals
Rosutin,Rosuvastatin,10 mg,tablet,Incepta Pharmaceuticals
Nitrocard,Glyceryl Trinitrate,2.6 mg,tablet,Square Pharmaceuticals
Nitrocard,Glyceryl Trinitrate,0.4 mg/spray,other,Square Pharmaceuticals
Trimetazid MR,Trimetazidine,35 mg,tablet,Square Pharmaceuticals
Digoxin,Digoxin,0.25 mg,tablet,Square Pharmaceuticals
Warin,Warfarin,5 mg,tablet,Square Pharmaceuticals
Comet,Metformin,500 mg,tablet,Square Pharmaceuticals
Comet,Metformin,850 mg,tablet,Square Pharmaceuticals
Comet XR,Metformin,500 mg,tablet,Square Pharmaceuticals
Comet XR,Metformin,1 g,tablet,Square Pharmaceuticals
Informet,Metformin,500 mg,tablet,Incepta Pharmaceuticals
Informet,Metformin,850 mg,tablet,Incepta Pharmaceuticals
Glucomet,Metformin,500 mg,tablet,Beximco Pharmaceuticals
Secrin,Glimepiride,1 mg,tablet,Square Pharmaceuticals
Secrin,Glimepiride,2 mg,tablet,Square Pharmaceuticals
Glimerid,Glimepiride,2 mg,tablet,Incepta Pharmaceuticals
Diamicron MR,Gliclazide,30 mg,tablet,Servier Bangladesh
Diamicron MR,Gliclazide,60 mg,tablet,Servier Bangladesh
Linatab,Linagliptin,5 mg,tablet,Square Pharmaceuticals
Linagli,Linagliptin,5 mg,tablet,Incepta Pharmaceuticals
Trajenta,Linagliptin,5 mg,tablet,Boehringer Ingelheim
Linamet,Linagliptin + Metformin,2.5 mg + 500 mg,tablet,Square Pharmaceuticals
Linamet,Linagliptin + Metformin,2.5 mg + 850 mg,tablet,Square Pharmaceuticals
Sitagil,Sitagliptin,50 mg,tablet,Beximco Pharmaceuticals
Sitagil,Sitagliptin,100 mg,tablet,Beximco Pharmaceuticals
Sitaglip,Sitagliptin,50 mg,tablet,Square Pharmaceuticals
Sitaglip,Sitagliptin,100 mg,tablet,Square Pharmaceuticals
Vildagla,Vildagliptin,50 mg,tablet,Incepta Pharmaceuticals
Empa,Empagliflozin,10 mg,tablet,Square Pharmaceuticals
Empa,Empagliflozin,25 mg,tablet,Square Pharmaceuticals
Jardian,Empagliflozin,10 mg,tablet,Incepta Pharmaceuticals
Dapa,Dapagliflozin,10 mg,tablet,Beximco Pharmaceuticals
Insulatard,Insulin Isophane (Human),100 IU/ml,injection,Novo Nordisk
Actrapid,Insulin Soluble (Human),100 IU/ml,injection,Novo Nordisk
Mixtard 30,Insulin Human Premixed 30/70,100 IU/ml,injection,Novo Nordisk
NovoMix 30,Insulin Aspart Premixed 30/70,100 U/ml,injection,Novo Nordisk
NovoRapid,Insulin Aspart,100 U/ml,injection,Novo Nordisk
Lantus,Insulin Glargine,100 U/ml,injection,Sanofi Bangladesh
Glarine,Insulin Glargine,100 U/ml,injection,Incepta Pharmaceuticals
Insul R,Insulin Soluble (Human),100 IU/ml,injection,Incepta Pharmaceuticals
Insul N,Insulin Isophane (Human),100 IU/ml,injection,Incepta Pharmaceuticals
Humulin R,Insulin Soluble (Human),100 IU/ml,injection,Eli Lilly
Thyrox,Levothyroxine,25 mcg,tablet,Square Pharmaceuticals
Thyrox,Levothyroxine,50 mcg,tablet,Square Pharmaceuticals
Thyrox,Levothyroxine,100 mcg,tablet,Square Pharmaceuticals
Thyronor,Levothyroxine,50 mcg,tablet,Renata Limited
Neo-Mercazole,Carbimazole,5 mg,tablet,Square Pharmaceuticals
Prednisolone,Prednisolone,5 mg,tablet,Opsonin Pharma
Deltasone,Prednisolone,5 mg,tablet,Square Pharmaceuticals
Deltasone,Prednisolone,20 mg,tablet,Square Pharmaceuticals
Oradexon,Dexamethasone,0.5 mg,tablet,Organon Bangladesh
Oradexon,Dexamethasone,5 mg/ml,injection,Organon Bangladesh
Decason,Dexamethasone,0.5 mg,tablet,Square Pharmaceuticals
Hydrocortisone,Hydrocortisone,100 mg,injection,Popular Pharmaceuticals
Tofen Forte,Ketotifen,2 mg,tablet,Beximco Pharmaceuticals
Naprosyn,Naproxen,250 mg,tablet,Radiant Pharmaceuticals
Naprosyn,Naproxen,500 mg,tablet,Radiant Pharmaceuticals
Naprox,Naproxen,500 mg,tablet,Square Pharmaceuticals
Anadol,Naproxen + Esomeprazole,375 mg + 20 mg,tablet,Square Pharmaceuticals
Anadol,Naproxen + Esomeprazole,500 mg + 20 mg,tablet,Square Pharmaceuticals
Clofenac,Diclofenac Sodium,50 mg,tablet,Square Pharmaceuticals
Clofenac,Diclofenac Sodium,75 mg/3 ml,injection,Square Pharmaceuticals
Clofenac,Diclofenac Sodium,1%,gel,Square Pharmaceuticals
Clofenac,Diclofenac Sodium,12.5 mg,suppository,Square Pharmaceuticals
Voltalin,Diclofenac Sodium,50 mg,tablet,Novartis Bangladesh
Fenac,Diclofenac Sodium,50 mg,tablet,Opsonin Pharma
Inflam,Ibuprofen,400 mg,tablet,Square Pharmaceuticals
Inflam,Ibuprofen,100 mg/5 ml,suspension,Square Pharmaceuticals
Profen,Ibuprofen,400 mg,tablet,Acme Laboratories
Etorix,Etoricoxib,60 mg,tablet,Incepta Pharmaceuticals
Etorix,Etoricoxib,90 mg,tablet,Incepta Pharmaceuticals
Etorix,Etoricoxib,120 mg,tablet,Incepta Pharmaceuticals
Arcoxia,Etoricoxib,90 mg,tablet,Square Pharmaceuticals
Ketorolac,Ketorolac Tromethamine,10 mg,tablet,Opsonin Pharma
Ketorolac,Ketorolac Tromethamine,30 mg/ml,injection,Opsonin Pharma
Rolac,Ketorolac Tromethamine,10 mg,tablet,Renata Limited
Rolac,Ketorolac Tromethamine,30 mg/ml,injection,Renata Limited
Tramadol,Tramadol,50 mg,capsule,Opsonin Pharma
Anadol T,Tramadol,50 mg,capsule,Square Pharmaceuticals
Anadol T,Tramadol,100 mg/2 ml,injection,Square Pharmaceuticals
Xcel,Aceclofenac,100 mg,tablet,Square Pharmaceuticals
Aceclo,Aceclofenac,100 mg,tablet,Incepta Pharmaceuticals
Tory,Etoricoxib,60 mg,tablet,Beximco Pharmaceuticals
Myolax,Tolperisone,50 mg,tablet,Square Pharmaceuticals
Baclon,Baclofen,10 mg,tablet,Square Pharmaceuticals
Pregaba,Pregabalin,25 mg,capsule,Square Pharmaceuticals
Pregaba,Pregabalin,50 mg,capsule,Square Pharmaceuticals
Pregaba,Pregabalin,75 mg,capsule,Square Pharmaceuticals
Nuroly,Pregabalin,75 mg,capsule,Incepta Pharmaceuticals
Gabapin,Gabapentin,300 mg,capsule,Incepta Pharmaceuticals
Neurobion,Vitamin B1 + B6 + B12,,tablet,Merck Bangladesh
Neurobion,Vitamin B1 + B6 + B12,,injection,Merck Bangladesh
Neuro-B,Vitamin B1 + B6 + B12,,tablet,Square Pharmaceuticals
Becosules,Vitamin B Complex + Vitamin C,,capsule,Pfizer Bangladesh
Ceevit,Vitamin C,250 mg,tablet,Square Pharmaceuticals
Calbo D,Calcium Carbonate + Vitamin D3,500 mg + 200 IU,tablet,Square Pharmaceuticals
Calbo,Calcium Carbonate,500 mg,tablet,Square Pharmaceuticals
Bon-Cal,Calcium Carbonate + Vitamin D3,500 mg + 200 IU,tablet,Incepta Pharmaceuticals
Coralcal-D,Calcium Carbonate + Vitamin D3,500 mg + 200 IU,tablet,Healthcare Pharmaceuticals
D-Rise,Cholecalciferol,20000 IU,capsule,Beximco Pharmaceuticals
D-Rise,Cholecalciferol,40000 IU,capsule,Beximco Pharmaceuticals
Dcal,Cholecalciferol,2000 IU,tablet,Opsonin Pharma
Ferrous,Ferrous Sulphate + Folic Acid,,tablet,Square Pharmaceuticals
Feofol,Iron + Folic Acid,,capsule,Healthcare Pharmaceuticals
Fefol,Iron + Folic Acid,,capsule,GlaxoSmithKline Bangladesh
Folison,Folic Acid,5 mg,tablet,Square Pharmaceuticals
Filwel Gold,Multivitamin + Multimineral,,tablet,Square Pharmaceuticals
Centrum,Multivitamin + Multimineral,,tablet,Pfizer Bangladesh
Zif-CI,Iron + Folic Acid + Zinc,,capsule,Eskayef Pharmaceuticals
Sedil,Diazepam,5 mg,tablet,Square Pharmaceuticals
Sedil,Diazepam,10 mg/2 ml,injection,Square Pharmaceuticals
Rivotril,Clonazepam,0.5 mg,tablet,Radiant Pharmaceuticals
Rivotril,Clonazepam,2 mg,tablet,Radiant Pharmaceuticals
Disopan,Clonazepam,0.5 mg,tablet,Incepta Pharmaceuticals
Disopan,Clonazepam,2 mg,tablet,Incepta Pharmaceuticals
Epitra,Clonazepam,0.5 mg,tablet,Square Pharmaceuticals
Frenxit,Flupentixol + Melitracen,0.5 mg + 10 mg,tablet,Square Pharmaceuticals
Escita,Escitalopram,10 mg,tablet,General Pharmaceuticals
Estalo,Escitalopram,10 mg,tablet,Incepta Pharmaceuticals
Serta,Sertraline,50 mg,tablet,Square Pharmaceuticals
Olan,Olanzapine,5 mg,tablet,Square Pharmaceuticals
Amitriptyline,Amitriptyline,10 mg,tablet,Opsonin Pharma
Amitriptyline,Amitriptyline,25 mg,tablet,Opsonin Pharma
Tryptin,Amitriptyline,10 mg,tablet,Square Pharmaceuticals
Valex,Sodium Valproate,200 mg,tablet,Incepta Pharmaceuticals
Epilim,Sodium Valproate,200 mg,tablet,Sanofi Bangladesh
Epilim,Sodium Valproate,200 mg/5 ml,syrup,Sanofi Bangladesh
Levetiracetam,Levetiracetam,500 mg,tablet,Beximco Pharmaceuticals
Vertina,Betahistine,8 mg,tablet,Square Pharmaceuticals
Vertina,Betahistine,16 mg,tablet,Square Pharmaceuticals
Stemetil,Prochlorperazine,5 mg,tablet,Sanofi Bangladesh
Tamen,Tamsulosin,0.4 mg,capsule,Square Pharmaceuticals
Uromax,Tamsulosin,0.4 mg,capsule,Incepta Pharmaceuticals
Flotrol,Flavoxate,200 mg,tablet,Square Pharmaceuticals
Oxybutin,Oxybutynin,5 mg,tablet,Opsonin Pharma
Cosmo,Drospirenone + Ethinylestradiol,,tablet,Square Pharmaceuticals
Femicon,Levonorgestrel + Ethinylestradiol,,tablet,SMC Enterprise
Ovostat,Levonorgestrel + Ethinylestradiol,,tablet,Square Pharmaceuticals
Emcon 1,Levonorgestrel,1.5 mg,tablet,Renata Limited
Norry,Norethisterone,5 mg,tablet,Square Pharmaceuticals
Primolut N,Norethisterone,5 mg,tablet,Bayer Bangladesh
Duphaston,Dydrogesterone,10 mg,tablet,Abbott Bangladesh
Progut,Progesterone,200 mg,capsule,Square Pharmaceuticals
Letrol,Letrozole,2.5 mg,tablet,Incepta Pharmaceuticals
Oxytocin,Oxytocin,5 IU/ml,injection,Popular Pharmaceuticals
Misopa,Misoprostol,200 mcg,tablet,Square Pharmaceuticals
Tranex,Tranexamic Acid,500 mg,capsule,Square Pharmaceuticals
Tranex,Tranexamic Acid,500 mg/5 ml,injection,Square Pharmaceuticals
Anaroxyl,Carbazochrome,10 mg,tablet,Square Pharmaceuticals
Sildena,Sildenafil,50 mg,tablet,Square Pharmaceuticals
Evorel,Estradiol,2 mg,tablet,Incepta Pharmaceuticals
Betameth,Betamethasone,0.1%,cream,Square Pharmaceuticals
Betameth,Betamethasone,0.1%,ointment,Square Pharmaceuticals
Betnovate,Betamethasone,0.1%,cream,GlaxoSmithKline Bangladesh
Betnovate,Betamethasone,0.1%,ointment,GlaxoSmithKline Bangladesh
Betnovate-N,Betamethasone + Neomycin,,cream,GlaxoSmithKline Bangladesh
Dermasol,Clobetasol Propionate,0.05%,cream,Square Pharmaceuticals
Dermasol,Clobetasol Propionate,0.05%,ointment,Square Pharmaceuticals
Clobesol,Clobetasol Propionate,0.05%,ointment,Incepta Pharmaceuticals
Fusidic,Fusidic Acid,2%,cream,Square Pharmaceuticals
Fucibet,Fusidic Acid + Betamethasone,,cream,Incepta Pharmaceuticals
Bactroban,Mupirocin,2%,ointment,GlaxoSmithKline Bangladesh
Mupi,Mupirocin,2%,ointment,Square Pharmaceuticals
Neosporin,Neomycin + Polymyxin B + Bacitracin,,ointment,GlaxoSmithKline Bangladesh
Neosporin,Neomycin + Polymyxin B + Bacitracin,,powder,GlaxoSmithKline Bangladesh
Silvadin,Silver Sulfadiazine,1%,cream,Square Pharmaceuticals
Scabex,Permethrin,5%,cream,Beximco Pharmaceuticals
Lice,Permethrin,1%,solution,Square Pharmaceuticals
Acnelyse,Tretinoin,0.025%,cream,Square Pharmaceuticals
Benzac AC,Benzoyl Peroxide,5%,gel,Galderma
Adapal,Adapalene,0.1%,gel,Square Pharmaceuticals
Clindax,Clindamycin,1%,gel,Square Pharmaceuticals
Clindax,Clindamycin,300 mg,capsule,Square Pharmaceuticals
Hydroquin,Hydroquinone,2%,cream,Square Pharmaceuticals
Xylocaine,Lidocaine,2%,gel,Square Pharmaceuticals
Xylocaine,Lidocaine,2%,injection,Square Pharmaceuticals
Elocon,Mometasone,0.1%,cream,Square Pharmaceuticals
Moist,Urea,10%,cream,Square Pharmaceuticals
Chloramphenicol,Chloramphenicol,0.5%,drops,Opsonin Pharma
Chloramphenicol,Chloramphenicol,1%,ointment,Opsonin Pharma
Optimox,Moxifloxacin,0.5%,drops,Square Pharmaceuticals
Moxiquin,Moxifloxacin,0.5%,drops,Incepta Pharmaceuticals
Moxiquin,Moxifloxacin,400 mg,tablet,Incepta Pharmaceuticals
Cipro Eye,Ciprofloxacin,0.3%,drops,Square Pharmaceuticals
Tobrin,Tobramycin,0.3%,drops,Square Pharmaceuticals
Tobradex,Tobramycin + Dexamethasone,,drops,Alcon
Olopan,Olopatadine,0.1%,drops,Square Pharmaceuticals
Tear Plus,Carboxymethylcellulose,0.5%,drops,Square Pharmaceuticals
Timolol,Timolol,0.5%,drops,Opsonin Pharma
Latan,Latanoprost,0.005%,drops,Square Pharmaceuticals
Otosporin,Neomycin + Polymyxin B + Hydrocortisone,,drops,GlaxoSmithKline Bangladesh
Oxymet,Oxymetazoline,0.05%,drops,Square Pharmaceuticals
Oxymet,Oxymetazoline,0.025%,drops,Square Pharmaceuticals
Nasomet,Mometasone,50 mcg/spray,other,Square Pharmaceuticals
Sodium Chloride,Sodium Chloride,0.9%,injection,Beximco Pharmaceuticals
Dextrose Saline,Dextrose + Sodium Chloride,5% + 0.9%,injection,Beximco Pharmaceuticals
Hartmann,Compound Sodium Lactate,,injection,Orion Infusion
Cholera Saline,Sodium Chloride + Potassium Chloride + Sodium Acetate,,injection,Orion Infusion
Ranitid,Ranitidine,50 mg/2 ml,injection,Opsonin Pharma
Pethidine,Pethidine,50 mg/ml,injection,Popular Pharmaceuticals
Nalbuphine,Nalbuphine,10 mg/ml,injection,Square Pharmaceuticals
Heparin,Heparin Sodium,5000 IU/ml,injection,Square Pharmaceuticals
Clexane,Enoxaparin,40 mg/0.4 ml,injection,Sanofi Bangladesh
Clexane,Enoxaparin,60 mg/0.6 ml,injection,Sanofi Bangladesh
Xarelto,Rivaroxaban,10 mg,tablet,Bayer Bangladesh
Xarelto,Rivaroxaban,20 mg,tablet,Bayer Bangladesh
Rivarox,Rivaroxaban,10 mg,tablet,Square Pharmaceuticals
Ursocol,Ursodeoxycholic Acid,150 mg,tablet,Square Pharmaceuticals
Ursocol,Ursodeoxycholic Acid,300 mg,tablet,Square Pharmaceuticals
Silybin,Silymarin,70 mg,tablet,Square Pharmaceuticals
Hepa-B,Tenofovir,300 mg,tablet,Beximco Pharmaceuticals
Allopurinol,Allopurinol,100 mg,tablet,Square Pharmaceuticals
Febuxo,Febuxostat,40 mg,tablet,Square Pharmaceuticals
Febuxo,Febuxostat,80 mg,tablet,Square Pharmaceuticals
Colchicine,Colchicine,0.5 mg,tablet,Opsonin Pharma
Hydroxychloroquine,Hydroxychloroquine,200 mg,tablet,Square Pharmaceuticals
Methotrexate,Methotrexate,2.5 mg,tablet,Square Pharmaceuticals
Alendro,Alendronic Acid,70 mg,tablet,Square Pharmaceuticals
Cotrim,Sulfamethoxazole + Trimethoprim,800 mg + 160 mg,tablet,Square Pharmaceuticals
Cotrim,Sulfamethoxazole + Trimethoprim,200 mg + 40 mg/5 ml,suspension,Square Pharmaceuticals
Nidazyl,Nitazoxanide,500 mg,tablet,Square Pharmaceuticals
Nidazyl,Nitazoxanide,100 mg/5 ml,suspension,Square Pharmaceuticals
Carbizol,Carbimazole,5 mg,tablet,Acme Laboratories
Glucose,Glucose,,powder,Square Pharmaceuticals
Oral Saline,Oral Rehydration Salts,,powder,Square Pharmaceuticals
Savlon,Chlorhexidine + Cetrimide,,solution,ACI Limited
Povisep,Povidone-Iodine,10%,solution,Square Pharmaceuticals
Povisep,Povidone-Iodine,5%,ointment,Square Pharmaceuticals
Hexisol,Chlorhexidine + Ethanol,,solution,ACI Limited
Bonjela,Choline Salicylate,8.7%,gel,Reckitt Benckiser
Kenacort,Triamcinolone,0.1%,ointment,Square Pharmaceuticals
Kenacort,Triamcinolone,40 mg/ml,injection,Square Pharmaceuticals
Tetanus Toxoid,Tetanus Vaccine,0.5 ml,injection,Incepta Vaccine
Vaxiflu,Influenza Vaccine,0.5 ml,injection,Incepta Vaccine
Hepavax,Hepatitis B Vaccine,20 mcg/ml,injection,Incepta Vaccine
`;
